import { expect, type Page, test } from '@playwright/test';
import { DEMO, openMenu, signInWithPassword } from './helpers.ts';

/*
 * The vendor portal journey on the demo data: dashboard, customers, applications, catalog, profile.
 * Both projects (desktop and phone) run against one server, so whatever is created carries the
 * project's name. On the phone the lists are cards instead of tables; the queries below find the
 * visible one by role.
 *
 * The first test signs in through the login page. The others start from a session opened once per
 * project through the API: the server allows 50 sign-in attempts per IP in 15 minutes, and the
 * login page spends two of them on a vendor (administrator first, then vendor), so signing in
 * through the UI before every test would exhaust the allowance for the whole e2e suite.
 */

interface VendorSession {
  token: string;
  vendor: unknown;
}

async function goTo(page: Page, label: string, path: RegExp) {
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: label, exact: true }).click();
  await expect(page).toHaveURL(path);
}

async function dashboardIsShown(page: Page) {
  await expect(page).toHaveURL(/\/vendor$/);
  // The area's chunk has loaded (the menu button or the sidebar is on screen).
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

test('a vendor signs in and sees the six figures and the recent activity', async ({ page }) => {
  await page.goto('/login');
  await signInWithPassword(page, DEMO.vendor.username, DEMO.vendor.password);
  await dashboardIsShown(page);

  const cards = page.getByRole('list', { name: 'Indicadores' }).getByRole('listitem');
  await expect(cards).toHaveCount(6);
  for (const label of [
    'Total de clientes',
    'Total de aplicaciones',
    'Pendientes',
    'Aprobadas',
    'Rechazadas',
    'Tasa de aprobación',
  ]) {
    await expect(cards.filter({ has: page.getByText(label, { exact: true }) })).toContainText(/\d/);
  }
  await expect(cards.filter({ hasText: 'Total de clientes' }).getByText(/^[1-9]\d*$/)).toBeVisible();

  // The whole year holds the demo applications.
  await page.getByRole('combobox', { name: 'Período' }).click();
  await page.getByRole('option', { name: 'Año' }).click();
  await expect(cards.filter({ hasText: 'Total de aplicaciones' }).getByText(/^[1-9]\d*$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aplicaciones recientes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Clientes recientes' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Registrar nuevo cliente/ })).toHaveAttribute(
    'href',
    '/vendor/onboarding',
  );
});

test.describe('signed in', () => {
  let session: VendorSession;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const answer = await request.post('/api/auth/vendor/login', { data: DEMO.vendor });
    expect(answer.ok()).toBe(true);
    session = (await answer.json()).data as VendorSession;
    await request.dispose();
  });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(({ token, vendor }) => {
      localStorage.setItem('quincena.token', token);
      localStorage.setItem('quincena.user', JSON.stringify(vendor));
    }, session);
    await page.goto('/vendor');
    await dashboardIsShown(page);
  });

  test('a vendor finds a customer and opens the detail', async ({ page }) => {
    await goTo(page, 'Clientes', /\/vendor\/customers$/);
    await expect(page.getByText(/^Mostrando 1 a 20 de \d+ resultados$/)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Buscar' }).fill('María');
    await expect(page).toHaveURL(/search=Mar%C3%ADa/);
    await expect(page.getByText(/^Mostrando 1 a \d+ de \d+ resultados$/)).toBeVisible();
    await page.getByRole('button', { name: 'Ver María González', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'María González' });
    await expect(dialog.getByRole('region', { name: 'Información personal' })).toContainText('6000-0001');
    await expect(dialog.getByRole('region', { name: 'Ubicación y empleo' })).toContainText(
      'Ciudad de Panamá',
    );
    await expect(dialog.getByRole('region', { name: 'Aplicaciones de crédito' })).toContainText(
      'Honda CB190R',
    );
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(dialog).toBeHidden();
  });

  test('a vendor filters the applications by status and opens one with its schedule', async ({ page }) => {
    await goTo(page, 'Aplicaciones', /\/vendor\/applications$/);
    await expect(page.getByText(/^Mostrando 1 a \d+ de \d+ resultados$/)).toBeVisible();

    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Pendiente', exact: true }).click();
    await expect(page).toHaveURL(/status=PENDING/);
    const views = page.getByRole('button', { name: /^Ver detalle de la aplicación de / });
    await expect(views.first()).toBeVisible();
    const shown = page.locator('main').getByText(/^(Pendiente|Aprobada|Rechazada|En revisión|Desembolsada)$/);
    for (const status of await shown.filter({ visible: true }).allTextContents())
      expect(status).toBe('Pendiente');

    await views.first().click();
    const dialog = page.getByRole('dialog', { name: 'Detalle de la aplicación' });
    await expect(dialog.getByRole('region', { name: 'Financiamiento' })).toContainText('meses');
    await expect(dialog.getByRole('note')).toContainText('estimación');
    const schedule = dialog.getByRole('table', { name: /Plan de pagos/ });
    await expect(schedule.getByRole('row').nth(1)).toContainText(/^1/);
    expect(await schedule.getByRole('row').count()).toBeGreaterThan(24);
  });

  test('a vendor adds a motorcycle to the catalog and deletes it', async ({ page }, testInfo) => {
    const brand = `E2E ${testInfo.project.name} ${Date.now().toString(36)}`;
    await goTo(page, 'Catálogo', /\/vendor\/catalog$/);

    await page.getByRole('button', { name: 'Nueva moto' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nueva moto' });
    await dialog.getByLabel(/^Marca/).fill(brand);
    await dialog.getByLabel(/^Modelo/).fill('Prueba 150');
    await dialog.getByLabel(/^Año/).fill('2026');
    await dialog.getByLabel(/^Cilindrada/).fill('150cc');
    await dialog.getByLabel(/^Color/).fill('Negro');
    await dialog.getByLabel(/^Precio/).fill('1999.99');
    await dialog.getByLabel('Especificaciones').fill('frenos: Disco\ntransmision: Manual');
    await dialog.getByRole('button', { name: 'Crear moto' }).click();
    await expect(page.getByText('Moto creada', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'Buscar' }).fill(brand);
    // The catalog's own items (each card also lists its specifications).
    const card = page.getByRole('list', { name: 'Motos del catálogo' }).locator(':scope > li');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('USD 1,999.99');
    await expect(card).toContainText('Frenos: Disco');
    await expect(card).toContainText('Transmisión: Manual');

    const name = `${brand} Prueba 150 2026`;
    await card.getByRole('switch', { name: `Disponible: ${name}` }).click();
    await expect(card.getByText('No disponible')).toBeVisible();

    await card.getByRole('button', { name: `Eliminar ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar esta moto?' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Moto eliminada', { exact: true })).toBeVisible();
    await expect(page.getByText('Ninguna moto coincide con la búsqueda')).toBeVisible();
  });

  test('a vendor edits the city in the profile', async ({ page }, testInfo) => {
    const city = `Ciudad ${testInfo.project.name}`;
    await goTo(page, 'Mi Perfil', /\/vendor\/profile$/);
    await expect(page.getByRole('heading', { name: 'Estado de la cuenta' })).toBeVisible();

    await page.getByRole('button', { name: 'Editar perfil' }).click();
    const form = page.getByRole('form', { name: 'Editar perfil' });
    await expect(form.getByLabel('Correo electrónico')).toBeDisabled();
    await form.getByLabel('Ciudad').fill(city);
    await form.getByRole('button', { name: 'Guardar cambios' }).click();

    await expect(page.getByText('Perfil actualizado', { exact: true })).toBeVisible();
    await expect(form).toBeHidden();
    await expect(page.getByText(city, { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByText(city, { exact: true })).toBeVisible();
  });
});
