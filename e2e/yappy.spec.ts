import { mkdir } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { bearer, dashed, newLoan, scheduleRows, signInWithPassword, signInWithPin } from './helpers.ts';

/*
 * Paying from the phone with Yappy (PRODUCT.md §11, issue 26): a customer pays two installments from
 * the calendar in the sandbox and sees them paid; money Yappy confirms after its order was closed is
 * held, and an admin applies it from Pagos › Yappy. Screens of each end go to e2e/.artifacts/yappy.
 */

const SHOTS = 'e2e/.artifacts/yappy';

test('a customer pays two installments with Yappy in the sandbox and sees them paid', async ({
  page,
  request,
}, testInfo) => {
  const { applicationId, admin, digits } = await newLoan(request, testInfo, 51, 'Yappy', 'Paga');
  const schedule = await request.get(`/api/admin/payment-schedules?applicationId=${applicationId}`, {
    headers: bearer(admin),
  });
  const [first, second] = (await schedule.json()).data.installments as { owedAmount: number }[];
  const amount =
    (Math.round((first?.owedAmount ?? 0) * 100) + Math.round((second?.owedAmount ?? 0) * 100)) / 100;

  await page.goto('/login');
  await signInWithPin(page, dashed(digits), '7391');
  await expect(page).toHaveURL(/\/customer$/);
  await page.getByRole('button', { name: 'Pagar con Yappy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagar con Yappy' });
  await expect(
    dialog.getByRole('radio', { name: /Pagar todo.*USD\s[\d,]+\.\d\d cancelan tu préstamo hoy/ }),
  ).toBeVisible();
  await dialog.getByLabel('Monto a pagar (USD)').fill(amount.toFixed(2));
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-order.png` });
  await dialog.getByRole('button', { name: 'Pagar con Yappy' }).click();

  await expect(dialog.getByText(/Confirma el pago en tu app Yappy/)).toBeVisible();
  await expect(dialog).toContainText(/Orden Q[A-Z0-9]{10}/);
  await page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-waiting.png` });
  await dialog.getByRole('button', { name: 'Confirmar en el sandbox' }).click();
  await expect(dialog.getByText(/¡Pago recibido!/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Listo' }).click();
  await expect(dialog).toBeHidden();

  const rows = scheduleRows(page);
  await expect(rows.nth(0)).toContainText('Pagado');
  await expect(rows.nth(1)).toContainText('Pagado');
  await expect(rows.nth(2)).not.toContainText('Pagado');
  await expect(page.getByRole('list', { name: 'Mis recibos' }).getByRole('listitem')).toHaveCount(1);
});

test('money Yappy confirms after the order closed is held, and an admin applies it', async ({
  page,
  request,
}, testInfo) => {
  const { customer } = await newLoan(request, testInfo, 52, 'Retenido', 'Yappy');
  const created = await request.post('/api/customers/payments/yappy', {
    headers: bearer(customer),
    data: { kind: 'INSTALLMENTS', amount: 12.5 },
  });
  expect(created.status()).toBe(201);
  const { orderId } = (await created.json()).data.order as { orderId: string };
  for (const status of ['C', 'E']) {
    const played = await request.post(`/api/dev/yappy/orders/${orderId}/notify`, { data: { status } });
    expect(played.ok()).toBe(true);
  }

  await page.goto('/login');
  await signInWithPassword(page, 'admin', 'admin12345');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/payments?tab=yappy');
  const card = page
    .getByRole('list', { name: 'Órdenes de Yappy' })
    .getByRole('listitem')
    .filter({ hasText: orderId });
  await expect(card).toContainText('En revisión');
  await expect(card).toContainText('El pago llegó después de cerrar la orden.');
  await page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-held.png`, fullPage: true });
  await card.getByRole('button', { name: 'Aplicar pago' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Aplicar este pago de Yappy?' });
  await confirm.getByRole('button', { name: 'Aplicar pago' }).click();
  await expect(page.getByText('Pago aplicado', { exact: true })).toBeVisible();
  await expect(card).toBeHidden();
});
