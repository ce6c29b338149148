import { toCents } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { approveNewLoan } from '../../test/applications.ts';
import { call, customerToken, loginAs } from '../../test/auth-helpers.ts';
import { expectLedgerConsistent } from '../../test/ledger-invariants.ts';
import { nameTag } from '../../test/names.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';

/*
 * Posting an early payoff (PRODUCT.md §9, issue 24 item 1): the quote of the payment date is what
 * the payoff posts; the loan is PAID_OFF, the unearned interest rebated, the customer texted. The
 * race runs with real concurrent requests (on PostgreSQL in CI's second pass).
 */

// Loans approved on 2026-08-12 fall due on 2026-08-31, 2026-09-15, 2026-09-30 …; "today" is 2026-09-20.
const clock = new TestClock('2026-08-12T15:00:00Z');
const TODAY = '2026-09-20';

let t: TestApp;
let admin: string;
let vendor: string;
let counter = 0;
const loans: { id: string; phone: string }[] = [];
const newLoan = () => loans.shift() as { id: string; phone: string };

const quoteOf = async (id: string, date = TODAY) =>
  (await call(t.app, 'GET', `/api/admin/loans/${id}/payoff?date=${date}`, { token: admin })).body.data.payoff;
const detailOf = async (id: string) =>
  (await call(t.app, 'GET', `/api/admin/loans/${id}`, { token: admin })).body.data;
const postPayoff = (
  id: string,
  body: Record<string, unknown>,
  options: { token?: string; key?: string } = {},
) =>
  t.app
    .inject({
      method: 'POST',
      url: `/api/admin/loans/${id}/payoff`,
      payload: { paymentMethod: 'CASH', paymentDate: TODAY, ...body },
      headers: {
        authorization: `Bearer ${options.token ?? admin}`,
        ...(options.key ? { 'idempotency-key': options.key } : {}),
      },
    })
    .then((res) => ({ status: res.statusCode, body: res.json() }));
const receipts = async (id: string) =>
  (
    await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from payments where application_id = ${id}`,
    )
  )[0]?.n;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' }, clock });
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  for (let k = 0; k < 9; k += 1) {
    counter += 1;
    const digits = `6393${String(counter).padStart(4, '0')}`;
    const { id } = await approveNewLoan(
      t.app,
      { vendor, admin },
      { firstName: 'Cancela', lastName: `Prueba ${nameTag(counter)}`, phoneNumber: digits },
    );
    loans.push({ id, phone: `+507${digits}` });
  }
  clock.set(`${TODAY}T15:00:00Z`);
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
}, 300_000);
afterAll(() => t?.close());

describe('posting an early payoff', () => {
  it('posts exactly the quote, closes the loan, rebates the unearned interest and texts the customer', async () => {
    const loan = newLoan();
    const quote = await quoteOf(loan.id);
    const before = await detailOf(loan.id);
    expect(toCents(quote.interestRebate)).toBeGreaterThan(0);

    const res = await postPayoff(loan.id, { amount: quote.total, paymentReference: 'REC-77' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Préstamo cancelado');
    expect(res.body.data).toEqual({
      payment: { id: expect.any(String), applicationId: loan.id, amount: quote.total },
      payoff: quote,
      loan: { status: 'PAID_OFF', unappliedCredit: 0 },
    });

    const after = await detailOf(loan.id);
    expect(after.loan).toMatchObject({
      status: 'PAID_OFF',
      principalOutstanding: 0,
      interestOutstanding: 0,
      lateFeesOutstanding: 0,
      unappliedCredit: 0,
      daysPastDue: 0,
      nextDueDate: null,
    });
    expect(after.installments.every((i: { isPaid: boolean }) => i.isPaid)).toBe(true);
    const entry = after.transactions.find((x: { type: string }) => x.type === 'PAYOFF');
    expect(entry).toMatchObject({
      valueDate: TODAY,
      amount: quote.total,
      principal: quote.principal,
      interest: quote.interest,
      lateFee: quote.lateFees,
      paymentId: res.body.data.payment.id,
    });
    // No principal appears or vanishes; the interest not charged is exactly the rebate.
    expect(toCents(quote.principal)).toBe(toCents(before.loan.principalOutstanding));
    expect(toCents(quote.interest) + toCents(quote.interestRebate)).toBe(
      toCents(before.loan.interestOutstanding),
    );

    const sms = await call(t.app, 'GET', `/api/dev/sms-outbox?phoneNumber=${encodeURIComponent(loan.phone)}`);
    expect(sms.body.data.messages[0].body).toMatch(
      /^Quincena: recibimos USD\s[\d,.]+ y tu préstamo SOL-\d{4}-\d{6} quedó cancelado\. ¡Gracias!$/,
    );
    const [audit] = await queryRows<{ changes: { paidOff?: { to: boolean } } }>(
      t.app.db,
      sql`select changes from audit_log where entity_type = 'payment' and entity_id = ${res.body.data.payment.id}`,
    );
    expect(audit?.changes.paidOff?.to).toBe(true);

    const again = await postPayoff(loan.id, { amount: 10 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'LOAN_PAID_OFF', message: 'El préstamo ya está cancelado.' });
    await expectLedgerConsistent(t.app.db);
  });

  it('refuses less than the quote in Spanish and writes nothing; keeps more than it as credit', async () => {
    const loan = newLoan();
    const quote = await quoteOf(loan.id);
    const short = await postPayoff(loan.id, { amount: quote.total - 0.01 });
    expect(short.status).toBe(400);
    expect(short.body.code).toBe('PAYOFF_AMOUNT_SHORT');
    expect(short.body.message).toMatch(
      /^El monto recibido \(USD\s[\d,.]+\) no alcanza para cancelar el préstamo: se requieren USD\s[\d,.]+\.$/,
    );
    expect(await receipts(loan.id)).toBe(0);

    const more = await postPayoff(loan.id, { amount: quote.total + 25 });
    expect(more.status).toBe(201);
    expect(more.body.data.loan).toEqual({ status: 'PAID_OFF', unappliedCredit: 25 });
    expect((await detailOf(loan.id)).loan).toMatchObject({ status: 'PAID_OFF', unappliedCredit: 25 });
    await expectLedgerConsistent(t.app.db);
  });

  it('a back-dated payoff posts the quote of its own date', async () => {
    const loan = newLoan();
    const now = await quoteOf(loan.id);
    const then = await quoteOf(loan.id, '2026-09-16');
    const res = await postPayoff(loan.id, { amount: 2_000, paymentDate: '2026-09-16' });
    expect(res.status).toBe(201);
    // The quote the back-office showed for that day, four days fewer of interest than today's.
    expect(res.body.data.payoff).toEqual(then);
    expect(toCents(res.body.data.payoff.interest)).toBeLessThan(toCents(now.interest));
    expect(toCents(res.body.data.loan.unappliedCredit)).toBe(200_000 - toCents(res.body.data.payoff.total));
    await expectLedgerConsistent(t.app.db);
  });

  it('answers 400, 401, 403 and 404 for what must not pay a loan off', async () => {
    const loan = newLoan();
    const cases: [Record<string, unknown>, number][] = [
      [{ amount: 0 }, 400],
      [{ amount: -5 }, 400],
      [{ amount: 'mucho' }, 400],
      [{ amount: 100, paymentDate: '2026-09-21' }, 400],
      [{ amount: 100, paymentMethod: 'BITCOIN' }, 400],
      [{ amount: 100, paymentDate: '2026-02-30' }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await postPayoff(loan.id, body);
      expect(res.status).toBe(status);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(/[a-záéíóúñ]/i);
    }
    const future = await postPayoff(loan.id, { amount: 100, paymentDate: '2026-09-21' });
    expect(future.body.message).toBe('La fecha de pago no puede ser futura.');
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/admin/loans/${loan.id}/payoff` });
    expect(anonymous.statusCode).toBe(401);
    expect((await postPayoff(loan.id, { amount: 100 }, { token: vendor })).status).toBe(403);
    expect((await postPayoff('00000000-0000-4000-8000-000000000000', { amount: 100 })).status).toBe(404);
    const [pending] = await queryRows<{ id: string }>(
      t.app.db,
      sql`select id from credit_applications where status = 'PENDING' and deleted_at is null limit 1`,
    );
    expect((await postPayoff(pending?.id as string, { amount: 100 })).status).toBe(404);
    expect(await receipts(loan.id)).toBe(0);
  });

  it('a payoff posted by mistake is reversed through a second admin: the loan is owed again', async () => {
    const loan = newLoan();
    const quote = await quoteOf(loan.id);
    const paid = await postPayoff(loan.id, { amount: quote.total });
    expect(paid.status).toBe(201);
    const maker = await loginAs(t.app, 'admin', 'operador', 'operador12345');
    const asked = await call(t.app, 'POST', `/api/admin/payments/${paid.body.data.payment.id}/reverse`, {
      token: maker,
      body: { reason: 'Cheque sin fondos' },
    });
    expect(asked.status).toBe(202);
    const approved = await call(t.app, 'PUT', `/api/admin/approvals/${asked.body.data.approval.id}/approve`, {
      token: admin,
      body: {},
    });
    expect(approved.status).toBe(200);
    const detail = await detailOf(loan.id);
    expect(detail.loan).toMatchObject({ status: 'ACTIVE', unappliedCredit: 0 });
    expect(await quoteOf(loan.id)).toEqual(quote);
    expect(detail.transactions.find((x: { type: string }) => x.type === 'PAYOFF')).toMatchObject({
      reversedAt: expect.any(String),
    });
    await expectLedgerConsistent(t.app.db);
  });

  it('the credit a payoff leaves is paid back through a second admin, and that payoff can no longer be undone', async () => {
    const loan = newLoan();
    const quote = await quoteOf(loan.id);
    const paid = await postPayoff(loan.id, { amount: quote.total + 25 });
    expect(paid.status).toBe(201);
    const maker = await loginAs(t.app, 'admin', 'operador', 'operador12345');
    const refund = (body: unknown) =>
      call(t.app, 'POST', `/api/admin/loans/${loan.id}/refund`, { token: maker, body });
    const above = await refund({ amount: 25.01, reason: 'Pagó de más' });
    expect(above.status).toBe(400);
    expect(above.body).toMatchObject({
      code: 'REFUND_ABOVE_CREDIT',
      message: expect.stringMatching(/^La devolución no puede superar el saldo a favor \(USD\s25\.00\)\.$/),
    });
    expect((await refund({ amount: 10 })).status).toBe(400);
    const asked = await refund({ amount: 25, reason: 'Pagó de más' });
    expect(asked.status).toBe(202);
    const queue = await call(t.app, 'GET', '/api/admin/approvals?status=PENDING&limit=100', { token: admin });
    expect(
      queue.body.data.approvals.find((a: { id: string }) => a.id === asked.body.data.approval.id),
    ).toMatchObject({
      kind: 'REFUND',
      summary: expect.stringMatching(/^Devolver USD\s25\.00 de saldo a favor del préstamo SOL-/),
    });
    const approved = await call(t.app, 'PUT', `/api/admin/approvals/${asked.body.data.approval.id}/approve`, {
      token: admin,
      body: {},
    });
    expect(approved.status).toBe(200);
    const detail = await detailOf(loan.id);
    expect(detail.loan).toMatchObject({ status: 'PAID_OFF', unappliedCredit: 0 });
    expect(detail.transactions.find((x: { type: string }) => x.type === 'REFUND')).toMatchObject({
      amount: 25,
      notes: 'Pagó de más',
    });
    const sms = await call(t.app, 'GET', `/api/dev/sms-outbox?phoneNumber=${encodeURIComponent(loan.phone)}`);
    expect(sms.body.data.messages[0].body).toMatch(
      /^Quincena: te devolvimos USD\s25\.00 de saldo a favor de tu préstamo SOL-\d{4}-\d{6}\.$/,
    );
    const journal = await call(t.app, 'GET', `/api/admin/accounting/journal?from=${TODAY}&to=${TODAY}`, {
      token: admin,
    });
    const refundLines = (
      journal.body.data.entries as {
        applicationId: string;
        memo: string;
        account: string;
        debit: number;
        credit: number;
      }[]
    ).filter((l) => l.applicationId === loan.id && l.memo === 'Devolución de saldo a favor');
    expect(refundLines.map((l) => [l.account, l.debit, l.credit])).toEqual(
      expect.arrayContaining([
        ['2102', 25, 0],
        ['1101', 0, 25],
      ]),
    );
    // Undoing the payoff now would owe the customer the 25 already paid back: refused, nothing moves.
    const reverse = await call(t.app, 'POST', `/api/admin/payments/${paid.body.data.payment.id}/reverse`, {
      token: maker,
      body: { reason: 'Error' },
    });
    expect(reverse.status).toBe(202);
    const refused = await call(
      t.app,
      'PUT',
      `/api/admin/approvals/${reverse.body.data.approval.id}/approve`,
      {
        token: admin,
        body: {},
      },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('CREDIT_REFUNDED');
    expect((await detailOf(loan.id)).loan.status).toBe('PAID_OFF');
    const customer = await call(t.app, 'GET', `/api/customers/payment-schedule?applicationId=${loan.id}`, {
      token: await customerToken(t.app, loan.phone),
    });
    expect(customer.body.data.summary.unappliedCredit).toBe(0);
    await expectLedgerConsistent(t.app.db);
  });

  it('two payoffs of one loan at once: one closes it, the other is told it is closed; a retry replays', async () => {
    const loan = newLoan();
    const quote = await quoteOf(loan.id);
    const results = await Promise.all([
      postPayoff(loan.id, { amount: quote.total }, { key: 'payoff-race-a' }),
      postPayoff(loan.id, { amount: quote.total }, { key: 'payoff-race-b' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await receipts(loan.id)).toBe(1);
    const winner = results.find((r) => r.status === 201);
    const key = winner === results[0] ? 'payoff-race-a' : 'payoff-race-b';
    const retry = await postPayoff(loan.id, { amount: quote.total }, { key });
    expect(retry.status).toBe(201);
    expect(retry.body.data.payment.id).toBe(winner?.body.data.payment.id);
    expect(await receipts(loan.id)).toBe(1);
    await expectLedgerConsistent(t.app.db);
  });

  it('a payoff racing a receipt on the same loan: one coherent outcome, every cent applied or kept', async () => {
    const loan = newLoan();
    const quote = await quoteOf(loan.id);
    const [first] = (await detailOf(loan.id)).installments as { id: string; amount: number }[];
    const [payoff, receipt] = await Promise.all([
      postPayoff(loan.id, { amount: quote.total }, { key: 'race-payoff' }),
      call(t.app, 'POST', '/api/admin/payments/apply', {
        token: admin,
        body: {
          paymentIds: [first?.id],
          totalAmountReceived: first?.amount,
          paymentMethod: 'CASH',
          paymentDate: TODAY,
        },
      }),
    ]);
    // The payoff always closes the loan: first, the receipt finds its installment paid (409); second,
    // the receipt went first and the payoff's amount leaves that much as credit.
    expect(payoff.status).toBe(201);
    expect([201, 409]).toContain(receipt.status);
    const detail = await detailOf(loan.id);
    expect(detail.loan.status).toBe('PAID_OFF');
    const received = await queryRows<{ cents: number }>(
      t.app.db,
      sql`select coalesce(sum(amount_cents), 0)::int as cents from payments where application_id = ${loan.id}`,
    );
    const paid = (detail.installments as { paidAmount: number }[]).reduce(
      (s, i) => s + toCents(i.paidAmount),
      0,
    );
    expect(received[0]?.cents).toBe(paid + toCents(detail.loan.unappliedCredit));
    await expectLedgerConsistent(t.app.db);
  });
});
