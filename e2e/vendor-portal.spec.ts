import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO, dashed, freshPhone, letterTag, openMenu, signInWithPassword } from './helpers.ts';

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

/**
 * Every e-mail address in `scope` shows whole: not truncated ('…'), and no text node of it split over
 * two lines. The address may break only before its '@' (two text nodes), never mid-word ('com.p' / 'a').
 */
async function expectEmailsWhole(scope: Locator) {
  const { count, problems } = await scope.evaluate((root) => {
    const texts = [...root.querySelectorAll('*')].flatMap((el) =>
      [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.includes('@')),
    );
    const found: string[] = [];
    for (const text of texts) {
      const holder = text.parentElement as HTMLElement;
      // The address and the block that would hide its end (a `truncate` paragraph).
      const address = holder.textContent ?? '';
      const boxes = [holder, holder.parentElement].filter((el): el is HTMLElement => el !== null);
      if (boxes.some((el) => el.scrollWidth > el.clientWidth)) found.push(`truncated: ${address}`);
      const range = document.createRange();
      range.selectNodeContents(text);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      if (lines.size > 1) found.push(`broken mid-word: ${address}`);
    }
    return { count: texts.length, problems: found };
  });
  expect(count, 'an e-mail address is shown').toBeGreaterThan(0);
  expect(problems).toEqual([]);
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
    // 'mariajose.pazdequintana@correo.com.pa' was cut to 'mariajose.pazdequintana@corr…'.
    await expectEmailsWhole(page.locator('main'));
    await page.getByRole('button', { name: 'Ver María González', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'María González' });
    await expect(dialog.getByRole('region', { name: 'Información personal' })).toContainText('6000-0001');
    await expectEmailsWhole(dialog.getByRole('region', { name: 'Información personal' }));
    await expect(dialog.getByRole('region', { name: 'Ubicación y empleo' })).toContainText(
      'Ciudad de Panamá',
    );
    await expect(dialog.getByRole('region', { name: 'Aplicaciones de crédito' })).toContainText(
      'Honda CB190R',
    );
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(dialog).toBeHidden();
  });

  test('a vendor creates a customer, hears when a phone exists, and starts an application from the detail', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const phone = await freshPhone(request, testInfo, 6);
    const lastName = `Nueva${letterTag(phone.slice(-5))}`;
    const fill = async () => {
      const dialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
      await dialog.getByRole('textbox', { name: /^Nombre/ }).fill('Rosa');
      await dialog.getByRole('textbox', { name: /^Apellido/ }).fill(lastName);
      await dialog.getByRole('textbox', { name: /^Teléfono/ }).fill(dashed(phone));
      return dialog;
    };
    await goTo(page, 'Clientes', /\/vendor\/customers$/);
    await page.getByRole('button', { name: 'Nuevo cliente' }).first().click();
    await (await fill()).getByRole('button', { name: 'Crear cliente' }).click();
    await expect(page.getByText('Cliente creado', { exact: true })).toBeVisible();

    // The same phone again while the toast is up: nothing covers 'Crear cliente'.
    await page.getByRole('button', { name: 'Nuevo cliente' }).first().click();
    const dialog = await fill();
    const create = dialog.getByRole('button', { name: 'Crear cliente' });
    await expect(page.getByText('Cliente creado', { exact: true })).toBeVisible();
    expect(
      await create.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      }),
    ).toBe(true);
    await create.click();
    // Said once, under the phone; the way on (the wizard, with the customer's consent by SMS) above.
    await expect(dialog.getByRole('textbox', { name: /^Teléfono/ })).toHaveAccessibleDescription(
      /El cliente ya está registrado\./,
    );
    await expect(dialog.getByText('El cliente ya está registrado.')).toHaveCount(1);
    await dialog.getByRole('link', { name: 'Abrir el asistente' }).click();
    await expect(page).toHaveURL(/\/vendor\/onboarding$/);
    await expect(page.getByLabel('Número de teléfono')).toHaveValue(dashed(phone));

    // 'Nueva solicitud' on the customer's detail: the wizard at the financing, no new code.
    await page.goto('/vendor/customers');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(lastName);
    await page.getByRole('button', { name: `Ver Rosa ${lastName}`, exact: true }).click();
    const detail = page.getByRole('dialog', { name: `Rosa ${lastName}` });
    // The whole detail first: a click while its body is still arriving could land on a moving footer.
    await expect(detail.getByText('Sin aplicaciones')).toBeVisible();
    await detail.getByRole('link', { name: 'Nueva solicitud' }).click();
    await expect(page.getByRole('heading', { name: 'Financiamiento', exact: true })).toBeVisible();
    await expect(page.getByText('Paso 4 de 7')).toBeVisible();
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
    // The previous page stays on screen while the filtered one loads: wait until it has arrived.
    await expect
      .poll(async () => [...new Set(await shown.filter({ visible: true }).allTextContents())])
      .toEqual(['Pendiente']);

    await views.first().click();
    const dialog = page.getByRole('dialog', { name: 'Detalle de la aplicación' });
    await expect(dialog.getByRole('region', { name: 'Financiamiento' })).toContainText('meses');
    await expect(dialog.getByRole('note')).toContainText('estimación');
    const schedule = dialog.getByRole('table', { name: /Plan de pagos/ });
    await expect(schedule.getByRole('row').nth(1)).toContainText(/^1/);
    expect(await schedule.getByRole('row').count()).toBeGreaterThan(24);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A date range: 'Hasta' keeps its distance from 'Limpiar' (from 1024 to 1280 px it ran into it).
    await page.getByLabel('Desde').fill('2026-01-01');
    await page.getByLabel('Hasta').fill('2026-12-31');
    const clear = page.getByRole('button', { name: 'Limpiar' });
    const to = await page.getByLabel('Hasta').boundingBox();
    const button = await clear.boundingBox();
    if (!to || !button) throw new Error("'Hasta' or 'Limpiar' is not on screen");
    const gap = Math.max(
      button.x - (to.x + to.width),
      to.x - (button.x + button.width),
      button.y - (to.y + to.height),
      to.y - (button.y + button.height),
    );
    expect(gap, "space between 'Hasta' and 'Limpiar'").toBeGreaterThanOrEqual(8);
    await clear.click();
    await expect(page.getByLabel('Hasta')).toHaveValue('');
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
    // Beside the badge the name was cut to one line ('Honda N…'): now it shows whole, wrapping.
    const title = card.getByRole('heading', { level: 2 });
    await expect(title).toHaveText(`${brand} Prueba 150`);
    expect(
      await title.evaluate((h) => h.scrollWidth <= h.clientWidth && h.scrollHeight <= h.clientHeight),
      'the motorcycle name is not clipped',
    ).toBe(true);

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
    // On a desktop the address ran to the column's edge and broke as '…com.p' / 'a'.
    await expectEmailsWhole(page.locator('main'));

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
