import { expect, test } from './fixtures.ts';
import { createCustomerWithPin, DEMO, freshPhone, scheduleRows, signInWithPin } from './helpers.ts';

/** A 1×1 PNG: the server checks a receipt by its content, not its name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

// One sign-in for both checks: the suite's sign-ins share the per-IP limit of the status check.
test('the demo customer sees the calendar with its figures and reports a payment with a receipt', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await signInWithPin(page, DEMO.customer.phone, DEMO.customer.pin);
  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario de Pagos' })).toBeVisible();

  // The demo financing: 12 months, so 24 fortnightly payments, some paid and one overdue.
  const summary = page.getByRole('list', { name: 'Resumen del financiamiento' });
  await expect(summary.getByRole('listitem').filter({ hasText: 'Pago quincenal' })).toContainText(
    /USD\s[\d,]+\.\d\d/,
  );
  await expect(summary.getByRole('listitem').filter({ hasText: 'Total pagado' })).toContainText(
    /\d+ de 24 pagos/,
  );
  await expect(summary.getByRole('listitem').filter({ hasText: 'Plazo' })).toContainText('12 meses');
  const progress = page.getByRole('progressbar', { name: 'Progreso de pagos' });
  await expect(progress).toHaveAttribute('aria-valuemax', '24');
  expect(Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(3);

  await expect(page.getByRole('list', { name: 'Próximos pagos' }).getByRole('listitem')).toHaveCount(3);
  // Early payoff without penalty, as the calendar promises (Ley 42 de 2001, art. 31).
  await expect(page.getByRole('note', { name: 'Pago anticipado' })).toContainText(
    /^Pagar todo hoy: USD\s[\d,]+\.\d\d — ahorras USD\s[\d,]+\.\d\d de intereses$/,
  );
  const rows = scheduleRows(page);
  await expect(rows).toHaveCount(24);
  await expect(rows.nth(0)).toContainText('Pagado');
  await expect(page.getByRole('list', { name: 'Información importante' })).toContainText(
    /se cobra una mora de USD\s[\d,]+\.\d\d/,
  );
  // Nothing is wider than the screen: a phone gets stacked rows, a wide screen the table.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const reference = `E2E-${testInfo.project.name}-${Date.now()}`;
  await page.getByRole('button', { name: 'Reportar pago' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reportar pago' });
  await dialog.getByLabel('Monto pagado (USD)').fill('25.50');
  await dialog.getByLabel('Referencia').fill(reference);
  await dialog
    .getByLabel('Comprobante')
    .setInputFiles({ name: 'recibo.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('recibo.png')).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar reporte' }).click();

  await expect(page.getByText('Pago reportado', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const reported = page
    .getByRole('list', { name: 'Pagos reportados' })
    .getByRole('listitem')
    .filter({ hasText: reference });
  await expect(reported).toContainText('USD 25.50');
  await expect(reported).toContainText('Transferencia');
  await expect(reported).toContainText('Pendiente');
  await expect(reported).toContainText('Con comprobante');
});

test('a brand-new customer is led to /onboarding', async ({ page, request }, testInfo) => {
  const phone = await freshPhone(request, testInfo, 6);
  await createCustomerWithPin(request, phone, '7391');
  await page.goto('/login');
  await signInWithPin(page, phone, '7391');

  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByText('No tienes un financiamiento activo.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reportar pago' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Solicitar financiamiento' }).click();

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('Paso 1 de 5')).toBeVisible();
});
