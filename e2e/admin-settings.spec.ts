import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { bearer, DEMO, openMenu, signInWithPassword, signOut, staffToken } from './helpers.ts';

/*
 * The settings journey. The server is shared by every spec of the run (and by both projects), so each
 * test puts back the settings it found before it ends, whatever happens.
 */

let saved: unknown;
let superToken: string;

async function readSettings(request: APIRequestContext) {
  const answer = await request.get('/api/admin/settings', { headers: bearer(superToken) });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data;
}

test.beforeEach(async ({ request }) => {
  superToken = await staffToken(request, 'admin', DEMO.admin.username, DEMO.admin.password);
  saved = await readSettings(request);
});

test.afterEach(async ({ request }) => {
  // A fresh session: signing out in the browser ended every session of the account.
  const token = await staffToken(request, 'admin', DEMO.admin.username, DEMO.admin.password);
  const restored = await request.put('/api/admin/settings', { headers: bearer(token), data: saved });
  expect(restored.ok()).toBe(true);
});

async function goToSettings(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Configuración', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('heading', { name: 'Configuración del Sistema', level: 1 })).toBeVisible();
}

/** The read-only value shown under a label in view mode. */
const shown = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('a SUPER_ADMIN changes the late fee and the company e-mail, cancels another edit, and sees the e-mail on the login page', async ({
  page,
}, testInfo) => {
  const email = `soporte.${testInfo.project.name}@quincena.com.pa`;

  await page.goto('/login');
  await signInWithPassword(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await goToSettings(page);
  await expect(shown(page, 'Correo de la empresa')).toHaveText('soporte@quincena.com.pa');
  // Nothing widens the page on a phone (the tabs scroll).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

  await page.getByRole('button', { name: 'Editar Configuración' }).click();
  await page.getByLabel('Correo de la empresa').fill(email);
  await page.getByRole('tab', { name: 'Pagos' }).click();
  const fee = page.getByLabel('Recargo por pago tardío');
  await expect(fee).toHaveValue('25.00');
  await fee.fill('-3');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(
    page.getByText('Monto no válido. Usa un número positivo con hasta 2 decimales.'),
  ).toBeVisible();
  await fee.fill('30.50');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('Configuración guardada', { exact: true })).toBeVisible();
  await expect(shown(page, 'Recargo por pago tardío')).toHaveText('USD 30.50');

  // Another edit, cancelled: the saved values stay.
  await page.getByRole('button', { name: 'Editar Configuración' }).click();
  await page.getByLabel('Recargo por pago tardío').fill('99');
  await page.getByRole('tab', { name: 'General' }).click();
  await page.getByLabel('Correo de la empresa').fill('otro@quincena.com.pa');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('button', { name: 'Guardar Cambios' })).toBeHidden();
  await expect(shown(page, 'Correo de la empresa')).toHaveText(email);
  await page.getByRole('button', { name: 'Editar Configuración' }).click();
  await expect(page.getByLabel('Correo de la empresa')).toHaveValue(email);
  await page.getByRole('tab', { name: 'Pagos' }).click();
  await expect(page.getByLabel('Recargo por pago tardío')).toHaveValue('30.50');
  await page.getByRole('button', { name: 'Cancelar' }).click();

  const stored = await readSettings(page.request);
  expect(stored.payments.latePaymentFee).toBe(30.5);
  expect(stored.general.companyEmail).toBe(email);

  await signOut(page);
  const contact = page.getByRole('link', { name: email }).filter({ visible: true });
  await expect(contact).toHaveCount(1);
  await expect(contact).toHaveAttribute('href', `mailto:${email}`);
});

test('an ADMIN reads the settings and cannot edit them', async ({ page, request }) => {
  const token = await staffToken(request, 'admin', 'operador', 'operador12345');
  const refused = await request.put('/api/admin/settings', { headers: bearer(token), data: saved });
  expect(refused.status()).toBe(403);

  await page.goto('/login');
  await signInWithPassword(page, 'operador', 'operador12345');
  await expect(page).toHaveURL(/\/admin$/);
  await goToSettings(page);
  await expect(page.getByRole('note')).toContainText(
    'Solo un super administrador puede cambiar la configuración.',
  );
  await expect(shown(page, 'Correo de la empresa')).toHaveText('soporte@quincena.com.pa');
  await expect(page.getByRole('button', { name: 'Editar Configuración' })).toHaveCount(0);
});
