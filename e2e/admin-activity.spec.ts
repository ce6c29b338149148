import { expect, expectAccessible, test } from './fixtures.ts';
import { bearer, DEMO, openMenu, staffToken } from './helpers.ts';

/*
 * The audit trail journey: an admin changes a motorcycle's price through the inventory screen, opens
 * 'Actividad', narrows it to motorcycles and finds the change as before → after (a table on a
 * desktop, cards on a phone). Both projects run against one server, so the motorcycle carries the
 * project's name. The session is opened through the API (sign-in attempts are rate limited per IP).
 */

let session: { token: string; admin: unknown };

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const answer = await request.post('/api/auth/admin/login', { data: DEMO.admin });
  expect(answer.ok()).toBe(true);
  session = (await answer.json()).data;
  await request.dispose();
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(({ token, admin }) => {
    localStorage.setItem('quincena.token', token);
    localStorage.setItem('quincena.user', JSON.stringify(admin));
  }, session);
});

test('an admin finds its own change in Actividad, before → after', async ({ page, request }, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const brand = `Bitácora ${testInfo.project.name} ${Date.now().toString(36)}`;
  const name = `${brand} Trazable 2026`;
  const token = await staffToken(request, 'admin', DEMO.admin.username, DEMO.admin.password);
  const created = await request.post('/api/admin/motorcycles', {
    headers: bearer(token),
    data: { brand, model: 'Trazable', year: 2026, engineSize: '150cc', color: 'Gris', price: 2450.5 },
  });
  expect(created.ok()).toBe(true);

  // The change, through the inventory screen.
  await page.goto(`/admin/motorcycles?search=${encodeURIComponent(brand)}`);
  await page.getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar moto' });
  await edit.getByLabel(/^Precio/).fill('2399');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Moto actualizada', { exact: true })).toBeVisible();

  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Actividad', exact: true }).click();
  await expect(page).toHaveTitle('Actividad · Quincena');
  await expect(page.getByRole('heading', { name: 'Actividad', level: 1 })).toBeVisible();

  await page.getByRole('combobox', { name: 'Entidad' }).click();
  await page.getByRole('option', { name: 'Moto' }).click();
  await expect(page).toHaveURL(/entityType=motorcycle/);
  await page.getByRole('searchbox', { name: 'Usuario' }).fill(DEMO.admin.username);
  await expect(page).toHaveURL(/search=admin/);

  // Phones show cards, wide screens the table; the entry is the same.
  const list = phone
    ? page.getByRole('list', { name: 'Actividad registrada' })
    : page.getByRole('table', { name: 'Actividad registrada' });
  await expect(list).toBeVisible();
  const entry = (phone ? list.getByRole('listitem') : list.getByRole('row'))
    .filter({ hasText: `${brand} Trazable 2026` })
    .filter({ hasText: 'Actualizó' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Precio: USD 2,450.50 → USD 2,399.00');
  await expect(entry).toContainText('admin');
  // Nothing widens the page on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

  // Its whole history: the creation, then the change.
  await entry.getByRole('link', { name: `Ver historial de Moto ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Historial de Moto' })).toContainText(name);
  await expect(page.getByText('Creó').filter({ visible: true })).toHaveCount(1);

  await expectAccessible(page, 'activity');
});
