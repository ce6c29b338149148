import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO, exportCsv, openMenu, signInWithPassword } from './helpers.ts';

/*
 * Collections on the demo data: an administrator filters the calendar, selects two unpaid
 * installments of one loan, applies one receipt to them and sees them paid. Both projects (desktop
 * and phone) run against one server, so each run takes the first loan that still has two unpaid
 * installments in the calendar's default window (the last 7 days and the next 30).
 */

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /^Notificaciones/ }).getByText(text, { exact: true });

async function chooseStatus(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: label }).click();
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveText(label);
}

const ariaLabel = async (box: Locator) => (await box.getAttribute('aria-label')) ?? '';

/** Selects two installments of the same loan; answers their checkbox labels. */
async function selectTwoOfOneLoan(page: Page): Promise<string[]> {
  const boxes = page.getByRole('checkbox', { name: /^Seleccionar cuota / });
  await expect(boxes.first()).toBeVisible();
  const count = await boxes.count();
  for (let i = 0; i < count; i += 1) {
    const first = boxes.nth(i);
    await first.check();
    // Once one is selected, only the same loan's rows stay enabled.
    const sameLoan = page.getByRole('checkbox', {
      name: /^Seleccionar cuota /,
      checked: false,
      disabled: false,
    });
    if ((await sameLoan.count()) > 0) {
      const second = sameLoan.first();
      const labels = [await ariaLabel(first), await ariaLabel(second)];
      await second.check();
      return labels;
    }
    await first.uncheck();
  }
  throw new Error('no loan with two unpaid installments in the calendar');
}

test('an administrator applies one receipt to two installments of a loan and sees them paid', async ({
  page,
}) => {
  await page.goto('/login');
  await signInWithPassword(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  // The area's chunk has loaded before the menu is looked for.
  await expect(page.getByRole('heading', { name: 'Panel de Administración', level: 1 })).toBeVisible();
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Pagos', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Gestión de Pagos', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Resumen de pagos' }).getByRole('listitem')).toHaveCount(4);

  await chooseStatus(page, 'Pendientes');
  await expect(page).toHaveURL(/status=pending/);
  const apply = page.getByRole('button', { name: /^Aplicar Pago \(\d+\)$/ });
  await expect(apply).toBeDisabled();

  const labels = await selectTwoOfOneLoan(page);
  await expect(page.getByText('Un pago solo puede aplicarse a cuotas de un mismo préstamo.')).toBeVisible();
  await expect(apply).toHaveText('Aplicar Pago (2)');
  await apply.click();

  const dialog = page.getByRole('dialog', { name: 'Aplicar Pago' });
  await expect(dialog.getByText('2 cuotas', { exact: false })).toBeVisible();
  // Prefilled with what the two installments owe, paid today in cash.
  const expected =
    (await dialog
      .getByText(/^USD\s/)
      .first()
      .textContent()) ?? '';
  await expect(dialog.getByLabel(/Monto Total Recibido/)).toHaveValue(expected.replace(/[^\d.]/g, ''));
  await expect(dialog.getByRole('combobox', { name: 'Método de Pago' })).toHaveText('Efectivo');
  await dialog.getByLabel('Referencia').fill('E2E recibo');
  await dialog.getByRole('button', { name: 'Aplicar Pago' }).click();
  await expect(toast(page, 'Pago aplicado exitosamente')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(apply).toHaveText('Aplicar Pago (0)');

  // Paid now: gone from the pending view, shown paid (and without a checkbox) among the paid ones.
  for (const name of labels) await expect(page.getByRole('checkbox', { name })).toHaveCount(0);
  await chooseStatus(page, 'Pagados');
  for (const name of labels) {
    const [, number, customer] = /^Seleccionar cuota (\d+) de (.+)$/.exec(name) ?? [];
    const row = page
      .getByRole('listitem')
      .filter({ hasText: customer })
      .filter({ has: page.getByText(new RegExp(`· Cuota ${number}$`)) });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Pagado', { exact: true })).toBeVisible();
  }

  // The reported payments of the status on screen, as a file.
  await page.getByRole('tab', { name: 'Pagos reportados' }).click();
  await expect(page.getByRole('combobox', { name: 'Estado del reporte' })).toHaveText('Pendiente');
  const csv = await exportCsv(page);
  expect(csv.name).toBe('pagos-reportados.csv');
  expect(csv.hasBom).toBe(true);
  expect(csv.lines[0]).toBe(
    'Fecha de reporte,Cliente,Teléfono,Solicitud,Monto,Método,Referencia,Fecha de pago,Estado,' +
      'Fecha de revisión,Notas del cliente,Notas de revisión,Comprobante',
  );
  for (const row of csv.lines.slice(1)) expect(row).toContain(',Pendiente,');
});
