import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO, exportCsv, letterTag, openMenu, signInWithPassword, signOut } from './helpers.ts';

/*
 * The back-office users journeys on the demo data. Both projects (desktop and phone) run against one
 * server, so whatever is created carries the project's name. The first test signs in through the login
 * page; the second reuses a session opened through the API (sign-in attempts are rate limited per IP).
 */

async function goToUsers(page: Page) {
  // The area's chunk has loaded (the menu button or the sidebar is on screen).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Usuarios', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users/);
  await expect(page.getByRole('heading', { name: 'Gestión de Usuarios', level: 1 })).toBeVisible();
}

test('a SUPER_ADMIN creates a vendor, who can then sign in', async ({ page }, testInfo) => {
  const suffix = `${testInfo.project.name}${Date.now().toString(36)}`;
  const username = `e2e.${suffix}`;
  const password = 'Vendedor2026x';
  const phone = `6${testInfo.project.name === 'phone' ? 8 : 7}${String(Date.now()).slice(-6)}`;

  await page.goto('/login');
  await signInWithPassword(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await goToUsers(page);
  await expect(page.getByRole('tab', { name: 'Administradores' })).toHaveAttribute('aria-selected', 'true');
  // Nothing widens the page on a phone (the tabs scroll, the lists are cards).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

  await page.getByRole('tab', { name: 'Vendedores' }).click();
  await expect(page).toHaveURL(/tab=vendors/);
  await page.getByRole('button', { name: 'Nuevo vendedor' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo vendedor' });
  await dialog.getByRole('button', { name: 'Crear vendedor' }).click();
  await expect(dialog.getByText('El apellido es requerido.')).toBeVisible();

  await dialog.getByLabel(/^Usuario/).fill(username);
  await dialog.getByLabel(/^Correo/).fill(`${suffix}@motos.com.pa`);
  await dialog.getByLabel(/^Contraseña/).fill(password);
  await dialog.getByLabel(/^Comisión/).fill('0.07');
  await dialog.getByLabel(/^Nombre/).fill('Prueba');
  await dialog.getByLabel(/^Apellido/).fill(letterTag(suffix));
  await dialog.getByLabel(/^Teléfono/).fill(phone);
  await dialog.getByLabel(/^Concesionario/).fill(`Motos ${suffix}`);
  await dialog.getByRole('button', { name: 'Crear vendedor' }).click();
  await expect(page.getByText('Vendedor creado', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Buscar' }).fill(username);
  await expect(page).toHaveURL(/search=/);
  await page.getByRole('button', { name: `Ver Prueba ${letterTag(suffix)}` }).click();
  const detail = page.getByRole('dialog', { name: `Prueba ${letterTag(suffix)}` });
  await expect(detail).toContainText('7.0%');
  await expect(detail).toContainText(`Motos ${suffix}`);
  await detail.getByRole('button', { name: 'Cerrar' }).first().click();

  await signOut(page);
  await signInWithPassword(page, username, password);
  await expect(page).toHaveURL(/\/vendor$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test.describe('signed in as admin', () => {
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

  test('an admin is not offered to delete a customer with a financing', async ({ page }) => {
    // The row, the detail and axe on each: room for a slow machine.
    test.setTimeout(90_000);
    await goToUsers(page);
    await page.getByRole('tab', { name: 'Clientes' }).click();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(DEMO.customer.phone);
    await expect(page).toHaveURL(/tab=customers/);
    const view = page.getByRole('button', { name: 'Ver María González', exact: true });
    await expect(view).toBeVisible();
    // The API says it would refuse (a disbursed loan): neither the row nor the detail offers it.
    await expect(page.getByRole('button', { name: 'Eliminar María González', exact: true })).toHaveCount(0);
    await view.click();
    const detail = page.getByRole('dialog', { name: 'María González' });
    await expect(detail.getByText('Honda CB190R 2025')).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Eliminar cliente' })).toHaveCount(0);
    await detail.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(page.getByRole('button', { name: 'Ver María González', exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );

    // The customers the search finds, as a file: the identity number masked as on screen.
    const csv = await exportCsv(page);
    expect(csv.name).toBe('clientes.csv');
    expect(csv.hasBom).toBe(true);
    expect(csv.lines[0]).toBe('Cliente,Teléfono,Correo,Identificación,Estado,Solicitudes,Fecha de registro');
    expect(csv.lines).toHaveLength(2);
    expect(csv.lines[1]).toMatch(
      /^María González[^,]*,6000-0001,[^,]*,[•-]+\d{4},Verificado,[1-9]\d*,\d{4}-\d{2}-\d{2}$/,
    );
  });
});
