import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { bearer, DEMO, openMenu, signInWithPassword, signOut, staffToken } from './helpers.ts';

/*
 * Reversing a receipt (PRODUCT.md §9, issue 23 item 4): the operator applies a receipt to a demo
 * loan, then asks for its reversal from the loan's page; the super admin approves it under
 * 'Aprobaciones'; the loan's page shows the receipt reversed and the money owed again. Both
 * projects share one server: each pays a different unpaid installment, a cent apart.
 */

const OPERATOR = { username: 'operador', password: 'operador12345' };

interface CalendarDay {
  payments: { id: string; applicationId: string; owedAmount: number; paidAmount: number; isPaid: boolean }[];
}

/** Panama's date today (UTC−5, no daylight saving): a receipt may not be dated later. */
const panamaToday = () => new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);

const money = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Applies a receipt, as the operator, to an untouched unpaid installment: the loan, the amount and what it owed. */
async function applyReceipt(request: APIRequestContext, slot: number) {
  const operator = await staffToken(request, 'admin', OPERATOR.username, OPERATOR.password);
  const answer = await request.get('/api/admin/payments/calendar?status=pending&limit=200', {
    headers: bearer(operator),
  });
  const days: CalendarDay[] = (await answer.json()).data.calendar;
  const open = days
    .flatMap((d) => d.payments)
    .filter((p) => !p.isPaid && p.paidAmount === 0 && p.owedAmount > 1);
  // The projects start from opposite ends of the calendar, so they pay different loans.
  for (const installment of slot === 0 ? open : open.reverse()) {
    const loanBefore = await request.get(`/api/admin/loans/${installment.applicationId}`, {
      headers: bearer(operator),
    });
    if (!loanBefore.ok()) continue;
    const principalBefore = (await loanBefore.json()).data.loan.principalOutstanding as number;
    // What it owes and a cent or two more (the next installment takes them): a receipt per project
    // that no other receipt on the loan is likely to match.
    const amount = Math.round((installment.owedAmount + 0.01 * (slot + 1)) * 100) / 100;
    const paid = await request.post('/api/admin/payments/apply', {
      headers: bearer(operator),
      data: {
        paymentIds: [installment.id],
        totalAmountReceived: amount,
        paymentMethod: 'CASH',
        paymentDate: panamaToday(),
      },
    });
    if (paid.status() === 201) return { applicationId: installment.applicationId, amount, principalBefore };
  }
  throw new Error(`no unpaid installment left to pay (${open.length} open)`);
}

test('a receipt is reversed when a second admin approves the operator’s request', async ({
  page,
  request,
}) => {
  const phone = test.info().project.name === 'phone';
  const receipt = await applyReceipt(request, phone ? 1 : 0);
  const reason = `Cheque devuelto por el banco (${test.info().project.name})`;

  await page.goto('/login');
  await signInWithPassword(page, OPERATOR.username, OPERATOR.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/loans/${receipt.applicationId}`);
  await expect(page.getByRole('heading', { name: /^Préstamo SOL-\d{4}-\d{6}$/, level: 1 })).toBeVisible();

  const reverseButton = page
    .getByRole('button', { name: new RegExp(`^Revertir el pago de USD\\s${money(receipt.amount)} del `) })
    .filter({ visible: true })
    .first();
  await reverseButton.click();
  const dialog = page.getByRole('dialog', { name: 'Revertir pago' });
  await dialog.getByLabel(/Motivo/).fill(reason);
  await dialog.getByRole('button', { name: 'Pedir reversión' }).click();
  await expect(
    page
      .getByRole('region', { name: /^Notificaciones/ })
      .getByText('Reversión enviada a aprobación', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText('Reversión pendiente de aprobación').filter({ visible: true }).first(),
  ).toBeVisible();
  await signOut(page);

  await signInWithPassword(page, DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Aprobaciones' }).click();
  await expect(page.getByRole('heading', { name: 'Aprobaciones', level: 1 })).toBeVisible();
  const card = page
    .getByRole('list', { name: 'Solicitudes de aprobación' })
    .getByRole('listitem')
    .filter({ hasText: reason })
    .first();
  await expect(card).toContainText('Reversión de pago');
  await expect(card).toContainText(new RegExp(`Revertir el pago de USD\\s${money(receipt.amount)} del`));
  await card.getByRole('button', { name: /^Aprobar:/ }).click();
  const approve = page.getByRole('dialog', { name: '¿Aprobar esta solicitud?' });
  await approve.getByLabel(/Notas/).fill('Confirmado con el banco');
  await approve.getByRole('button', { name: 'Aprobar' }).click();
  await expect(
    page.getByRole('region', { name: /^Notificaciones/ }).getByText('Solicitud aprobada', { exact: true }),
  ).toBeVisible();

  // The loan's page: the receipt struck as reversed, the reversal with the reason, the capital owed again.
  await page.goto(`/admin/loans/${receipt.applicationId}`);
  const movements = phone
    ? page.getByRole('list', { name: /^Movimientos del préstamo/ })
    : page.getByRole('table', { name: /^Movimientos del préstamo/ });
  const entries = movements.getByRole(phone ? 'listitem' : 'row');
  await expect(
    entries
      .filter({ hasText: 'Revertido el' })
      .filter({ hasText: new RegExp(`USD\\s${money(receipt.amount)}`) })
      .first(),
  ).toBeVisible();
  await expect(movements.getByText(reason).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Resumen del préstamo' })).toContainText(
    new RegExp(`Capital pendienteUSD\\s${money(receipt.principalBefore)}`),
  );
});
