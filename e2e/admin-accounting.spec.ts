import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { DEMO, exportCsv, openMenu, signInWithPassword } from './helpers.ts';

/*
 * 'Contabilidad' on the demo data, on a phone and on a desktop: the super admin opens the journal
 * for the last year (a table on a desktop, stacked rows on a phone), sees debits equal credits in
 * the totals, and downloads the same journal as CSV.
 */

/** Panama's date `days` from today, as the date inputs take it. */
const panamaDate = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Panama' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

async function openAccounting(page: Page) {
  await page.goto('/login');
  await signInWithPassword(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page.getByRole('heading', { name: 'Panel de Administración', level: 1 })).toBeVisible();
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Contabilidad', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/accounting$/);
  await expect(page.getByRole('heading', { name: 'Contabilidad', level: 1 })).toBeVisible();
}

/** The two totals the screen shows, as text: the table's footer on a desktop, the list's on a phone. */
async function shownTotals(page: Page): Promise<string[]> {
  const phoneTotals = page.getByLabel('Totales del diario');
  if (await phoneTotals.isVisible()) return phoneTotals.locator('dd').allInnerTexts();
  const footer = page.getByRole('table', { name: /^Líneas del diario/ }).locator('tfoot tr');
  return (await footer.locator('td').allInnerTexts()).slice(1, 3);
}

test('the super admin sees the journal balance and exports it as CSV', async ({ page }) => {
  await openAccounting(page);
  const from = panamaDate(-365);
  const to = panamaDate();
  await page.getByLabel('Desde').fill(from);
  await page.getByLabel('Hasta').fill(to);

  await expect(page.getByRole('list', { name: 'Saldos por cuenta' })).toBeVisible();
  // A table on a desktop; stacked rows on a phone, nothing scrolling sideways.
  const phone = test.info().project.name === 'phone';
  await expect(page.getByRole(phone ? 'list' : 'table', { name: /^Líneas del diario/ })).toBeVisible();
  if (phone) {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }
  await expect(page.getByText('Cartera de préstamos').first()).toBeVisible();
  const [debit, credit] = await shownTotals(page);
  expect(debit).toMatch(/USD\s[\d,]+\.\d\d/);
  expect(credit).toBe(debit);
  await expectAccessible(page, 'accounting');

  const csv = await exportCsv(page);
  expect(csv.name).toBe(`diario-${from}-${to}.csv`);
  expect(csv.hasBom).toBe(true);
  expect(csv.lines[0]).toBe('Fecha,Solicitud,Cuenta,Nombre de la cuenta,Debe,Haber,Concepto,Transacción');
  const totals = csv.lines.at(-1)?.split(',') ?? [];
  expect(totals[0]).toBe('Totales');
  expect(Number(totals[4])).toBeGreaterThan(0);
  expect(totals[5]).toBe(totals[4]);
});
