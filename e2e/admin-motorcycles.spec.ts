import { expect, test } from './fixtures.ts';
import { DEMO, openMenu } from './helpers.ts';

/*
 * The back-office inventory journey: create a motorcycle with a photo, find it, edit it, delete it.
 * Both projects run against one server, so the motorcycle carries the project's name. The session is
 * opened through the API (sign-in attempts are rate limited per IP).
 */

// A real 1×1 PNG, so the browser draws the thumbnail.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

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
  await page.goto('/admin');
});

test('an admin creates a motorcycle with a photo, edits it and deletes it', async ({ page }, testInfo) => {
  const brand = `E2E ${testInfo.project.name} ${Date.now().toString(36)}`;
  const name = `${brand} Inventario 2026`;
  // The area's chunk has loaded (the menu button or the sidebar is on screen).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Motos', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Gestión de Motos', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Ver / }).first()).toBeVisible();
  // Nothing widens the page on a phone (the list is cards there).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

  await page.getByRole('button', { name: 'Nueva moto' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nueva moto' });
  await dialog.getByLabel(/^Marca/).fill(brand);
  await dialog.getByLabel(/^Modelo/).fill('Inventario');
  await dialog.getByLabel(/^Año/).fill('2026');
  await dialog.getByLabel(/^Cilindrada/).fill('160cc');
  await dialog.getByLabel(/^Color/).fill('Gris');
  await dialog.getByLabel(/^Precio/).fill('2450.50');
  // A text file named .png is refused by its bytes before it is sent.
  await dialog
    .getByLabel('Foto')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('texto') });
  await expect(dialog.getByText(/^Tipo de archivo no válido/)).toBeVisible();
  await dialog.getByLabel('Foto').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText(/^Tipo de archivo no válido/)).toBeHidden();
  await dialog.getByRole('button', { name: 'Crear moto' }).click();
  await expect(page.getByText('Moto creada', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Buscar' }).fill(brand);
  await expect(page).toHaveURL(/search=/);
  const photo = page.getByRole('img', { name: `Foto de ${brand} Inventario` });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveJSProperty('naturalWidth', 1);
  await expect(page.getByText('USD 2,450.50').filter({ visible: true })).toBeVisible();

  await page.getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar moto' });
  await edit.getByLabel(/^Precio/).fill('2399');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Moto actualizada', { exact: true })).toBeVisible();
  await expect(page.getByText('USD 2,399.00').filter({ visible: true })).toBeVisible();

  await page.getByRole('button', { name: `Eliminar ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar esta moto?' });
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Moto eliminada', { exact: true })).toBeVisible();
  await expect(page.getByText('Ninguna moto coincide con la búsqueda')).toBeVisible();
});
