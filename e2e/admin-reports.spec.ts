import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { DEMO, openMenu, signInWithPassword } from './helpers.ts';

/*
 * 'Reportes y Analytics' on the demo data, on a phone and on a desktop (the two projects): an
 * administrator opens each report tab, narrows the figures with 'Filtros', downloads a tab as CSV,
 * and the screen passes axe in both themes.
 */

const TABS = [
  {
    tab: 'Resumen General',
    figures: 'Indicadores del período',
    figure: 'Total Usuarios',
    chart: 'Solicitudes y desembolsos',
  },
  { tab: 'Ventas', figures: 'Indicadores de ventas', figure: 'Ventas Totales', chart: 'Ventas en el tiempo' },
  {
    tab: 'Financiamiento',
    figures: 'Indicadores de financiamiento',
    figure: 'Ingresos Totales',
    chart: 'Composición de los ingresos',
  },
  {
    tab: 'Clientes',
    figures: 'Indicadores de clientes',
    figure: 'Total Clientes',
    chart: 'Distribución por edad',
  },
  {
    tab: 'Inventario',
    figures: 'Indicadores de inventario',
    figure: 'Total de Motos',
    chart: 'Motos por marca',
  },
  {
    tab: 'Vendedores',
    figures: 'Indicadores de vendedores',
    figure: 'Comisiones',
    chart: 'Comisión por vendedor',
  },
] as const;

async function openReports(page: Page) {
  await page.goto('/login');
  await signInWithPassword(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  // The area's chunk has loaded before the menu is looked for.
  await expect(page.getByRole('heading', { name: 'Panel de Administración', level: 1 })).toBeVisible();
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Reportes', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Reportes y Analytics', level: 1 })).toBeVisible();
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('an administrator opens each report tab and sees its figures and charts', async ({ page }) => {
  await openReports(page);
  for (const { tab, figures, figure, chart } of TABS) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    const card = page.getByRole('list', { name: figures }).getByRole('listitem').filter({ hasText: figure });
    await expect(card).toContainText(/Anterior: /);
    await expect(page.getByRole('heading', { name: chart, level: 2 })).toBeVisible();
    // The demo data has something in every chart named here: drawn, with its summary.
    await expect(page.getByRole('img', { name: new RegExp(`^${chart}\\. `) })).toBeVisible();
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    expect(await horizontalOverflow(page), tab).toBe(0);
  }
  await expect(page).toHaveURL(/[?&]tab=vendors/);
  await expect(page.getByRole('table', { name: 'Detalle por vendedor' }).getByRole('row')).not.toHaveCount(1);

  // The period is in the URL too, and a year is drawn by months.
  await page.getByRole('combobox', { name: 'Período' }).click();
  await page.getByRole('option', { name: 'Año' }).click();
  await expect(page).toHaveURL(/[?&]period=year/);
  await page.getByRole('tab', { name: 'Resumen General' }).click();
  await page.getByText('Ver tabla').first().click();
  await expect(
    page.getByRole('table', { name: 'Solicitudes y desembolsos' }).getByRole('columnheader').first(),
  ).toHaveText('Mes');
  // An open table scrolls in its own frame: the page does not widen.
  expect(await horizontalOverflow(page)).toBe(0);
});

test("an administrator filters the reports by term and downloads a tab's CSV", async ({ page }) => {
  await openReports(page);
  await page.getByRole('tab', { name: 'Ventas' }).click();
  await expect(page.getByRole('list', { name: 'Indicadores de ventas' })).toBeVisible();

  await page.getByRole('button', { name: /^Filtros/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtros' });
  await dialog.getByRole('combobox', { name: 'Plazo' }).click();
  await page.getByRole('option', { name: '12 meses' }).click();
  await dialog.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/[?&]termMonths=12/);
  await expect(page.getByRole('list', { name: 'Filtros activos' })).toHaveText('Plazo: 12 meses');
  await expect(page.getByRole('button', { name: 'Filtros 1 activo' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Indicadores de ventas' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^reporte-ventas-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header] = csv.split(/\r?\n/);
  expect(header).toMatch(/^Indicador,Período actual \([^)]+\),Período anterior \([^)]+\),Cambio %$/);
  expect(csv).toContain('Ventas totales (USD)');
  // The same filters as the screen.
  expect(csv).toMatch(/Plazo \(meses\),12/);

  await page.getByRole('button', { name: 'Quitar filtro Plazo: 12 meses' }).click();
  await expect(page).not.toHaveURL(/termMonths/);
  await expect(page.getByRole('list', { name: 'Filtros activos' })).toHaveCount(0);
});

test('the reports screen has no serious accessibility violation, light or dark', async ({ page }) => {
  // Three full-page screenshots and axe runs on the longest tab.
  test.setTimeout(60_000);
  await openReports(page);
  await page.getByRole('tab', { name: 'Financiamiento' }).click();
  await expect(page.getByRole('list', { name: 'Indicadores de financiamiento' })).toBeVisible();
  await expect(page.getByRole('status', { name: /Cargando/ })).toHaveCount(0);
  await page.getByText('Ver tabla').first().click();
  await expectAccessible(page, 'reports-light');

  await page.getByRole('button', { name: 'Cambiar a tema oscuro' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectAccessible(page, 'reports-dark');

  await page.getByRole('button', { name: /^Filtros/ }).click();
  await expect(page.getByRole('dialog', { name: 'Filtros' })).toBeVisible();
  await expectAccessible(page, 'reports-filters');
});
