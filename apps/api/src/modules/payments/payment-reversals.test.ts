import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { approveNewLoan } from '../../test/applications.ts';
import { call, customerToken, loginAs, signInSecondChecker } from '../../test/auth-helpers.ts';
import { expectLedgerConsistent } from '../../test/ledger-invariants.ts';
import { nameTag } from '../../test/names.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';

/*
 * Reversing a receipt (PRODUCT.md §9, issue 23 item 4): one admin asks, another approves; the loan
 * replays without the receipt, the later receipts move up, every screen shows it, the customer
 * gets an SMS. The races run with real concurrent requests (on PostgreSQL in CI's second pass).
 */

// Loans approved on 2026-08-12 fall due on 2026-08-31, 2026-09-15, 2026-09-30 …; "today" is 2026-09-20.
const clock = new TestClock('2026-08-12T15:00:00Z');
const TODAY = '2026-09-20T15:00:00Z';
const Q = 103.42; // quincenal payment of 2000 − 400 over 12 months

let t: TestApp;
let maker: string;
let checker: string;
let secondChecker: string;
let vendor: string;
let counter = 0;

interface Loan {
  id: string;
  phone: string;
  installments: { id: string; paymentNumber: number; dueDate: string; principal: number; interest: number }[];
}

/** A vendor's application approved by an admin on 2026-08-12: 24 installments of 103.42. */
async function approvedLoan(): Promise<Loan> {
  counter += 1;
  const digits = `6392${String(counter).padStart(4, '0')}`;
  const { id, installments } = await approveNewLoan(
    t.app,
    { vendor, admin: checker },
    { firstName: 'Reverso', lastName: `Prueba ${nameTag(counter)}`, phoneNumber: digits },
  );
  return { id, phone: `+507${digits}`, installments };
}

const loans: Loan[] = [];
/** One of the loans approved on 2026-08-12, before the clock moved to today. */
const newLoan = async () => loans.shift() as Loan;

/** An admin's receipt for the selected installments: answers the payment id. */
async function pay(installmentIds: string[], amount: number, paymentDate: string) {
  const res = await call(t.app, 'POST', '/api/admin/payments/apply', {
    token: maker,
    body: { paymentIds: installmentIds, totalAmountReceived: amount, paymentMethod: 'CASH', paymentDate },
  });
  expect(res.status).toBe(201);
  return res.body.data.payment.id as string;
}

/** A customer's report, approved by an admin: answers the payment it became and the customer's token. */
async function reportAndApprove(loan: Loan, amount: number, paymentDate: string) {
  const token = await customerToken(t.app, loan.phone);
  const reported = await call(t.app, 'POST', '/api/customers/payments', {
    token,
    body: { amount, paymentMethod: 'BANK_TRANSFER', paymentReference: 'TRX-R', paymentDate },
  });
  expect(reported.status).toBe(201);
  const approved = await call(t.app, 'PUT', `/api/admin/payments/${reported.body.data.payment.id}/approve`, {
    token: checker,
  });
  expect(approved.status).toBe(200);
  const [row] = await queryRows<{ payment_id: string }>(
    t.app.db,
    sql`select payment_id from customer_payment_reports where id = ${reported.body.data.payment.id}`,
  );
  return { paymentId: row?.payment_id as string, token };
}

const reverse = (paymentId: string, body: unknown = { reason: 'Cheque devuelto' }, token = maker) =>
  call(t.app, 'POST', `/api/admin/payments/${paymentId}/reverse`, { token, body });
const decide = (id: string, token: string, action: 'approve' | 'reject' = 'approve') =>
  call(t.app, 'PUT', `/api/admin/approvals/${id}/${action}`, { token, body: {} });

const receiptRow = async (paymentId: string) => {
  const [row] = await queryRows<{
    reversed: boolean;
    principal: number;
    interest: number;
    fee: number;
    unapplied: number;
    allocations: number;
  }>(
    t.app.db,
    sql`select reversed_at is not null as reversed, applied_principal_cents as principal,
      applied_interest_cents as interest, applied_late_fee_cents as fee, unapplied_cents as unapplied,
      (select count(*)::int from payment_allocations where payment_id = p.id) as allocations
      from payments p where id = ${paymentId}`,
  );
  return row;
};

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' }, clock });
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  maker = await loginAs(t.app, 'admin', 'operador', 'operador12345');
  checker = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  secondChecker = await signInSecondChecker(t.app, checker);
  for (let k = 0; k < 9; k += 1) loans.push(await approvedLoan());
  clock.set(TODAY);
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  maker = await loginAs(t.app, 'admin', 'operador', 'operador12345');
  checker = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  secondChecker = await loginAs(t.app, 'admin', 'revisora', 'Revisora2026');
}, 300_000);
afterAll(() => t?.close());

describe('reversing a receipt through a second admin', () => {
  it('owes the installments again and moves the later receipt up to the oldest open one', async () => {
    const loan = await newLoan();
    const [i1, i2, i3] = loan.installments as [
      Loan['installments'][0],
      Loan['installments'][0],
      Loan['installments'][0],
    ];
    const first = await pay([i1.id, i2.id], 2 * Q, '2026-09-01');
    const { paymentId: later, token } = await reportAndApprove(loan, Q, '2026-09-10'); // oldest open first: installment 3

    const asked = await reverse(first);
    expect(asked.status).toBe(202);
    expect(asked.body.data.approval).toEqual({ id: expect.any(String), status: 'PENDING' });
    const approvalId = asked.body.data.approval.id as string;
    const queue = await call(t.app, 'GET', '/api/admin/approvals?status=PENDING&limit=100', {
      token: checker,
    });
    expect(queue.body.data.approvals.find((a: { id: string }) => a.id === approvalId)).toMatchObject({
      kind: 'PAYMENT_REVERSAL',
      summary: expect.stringMatching(/^Revertir el pago de USD\s206\.84 del 01\/09\/2026$/),
      reason: 'Cheque devuelto',
    });
    const waiting = await call(t.app, 'GET', `/api/admin/loans/${loan.id}`, { token: checker });
    const pendingEntry = waiting.body.data.transactions.find(
      (x: { paymentId?: string }) => x.paymentId === first,
    );
    expect(pendingEntry).toMatchObject({ type: 'REPAYMENT', reversalPending: true });
    expect((await receiptRow(first))?.reversed).toBe(false);

    const again = await reverse(first, { reason: 'Otra vez' }, checker);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('APPROVAL_ALREADY_PENDING');
    const own = await decide(approvalId, maker);
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('SAME_APPROVER');

    const approved = await decide(approvalId, checker);
    expect(approved.status).toBe(200);
    expect(approved.body.data.approval).toEqual({ id: approvalId, status: 'APPROVED' });

    // The report's 103.42 now pays installment 1 whole; 2 and 3 are owed again.
    const detail = await call(t.app, 'GET', `/api/admin/loans/${loan.id}`, { token: checker });
    expect(detail.status).toBe(200);
    const byNumber = (n: number) =>
      detail.body.data.installments.find((x: { paymentNumber: number }) => x.paymentNumber === n);
    expect(byNumber(1)).toMatchObject({ paidAmount: Q, isPaid: true });
    expect(byNumber(2)).toMatchObject({ paidAmount: 0, isPaid: false, isOverdue: true });
    expect(byNumber(3)).toMatchObject({ paidAmount: 0, isPaid: false });
    const entries = detail.body.data.transactions as {
      type: string;
      paymentId?: string;
      reversedAt?: string;
      reversalOf?: string;
      id: string;
      notes?: string;
    }[];
    const reversedEntry = entries.find((x) => x.paymentId === first);
    expect(reversedEntry).toMatchObject({ type: 'REPAYMENT', reversedAt: expect.any(String) });
    expect(reversedEntry).not.toHaveProperty('reversalPending');
    expect(entries.find((x) => x.type === 'REVERSAL' && x.reversalOf === reversedEntry?.id)).toMatchObject({
      notes: 'Cheque devuelto',
      createdBy: 'admin',
    });

    // Exact cents: the later receipt's parts are installment 1's parts; the reversed one has no allocations.
    expect(await receiptRow(later)).toEqual({
      reversed: false,
      principal: Math.round(i1.principal * 100),
      interest: Math.round(i1.interest * 100),
      fee: 0,
      unapplied: 0,
      allocations: 1,
    });
    expect(await receiptRow(first)).toMatchObject({ reversed: true, allocations: 0 });

    const mine = await call(t.app, 'GET', `/api/customers/payment-schedule?applicationId=${loan.id}`, {
      token,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data.summary).toMatchObject({ totalPaid: Q, paymentsCompleted: 1, unappliedCredit: 0 });
    expect(
      mine.body.data.payments
        .slice(0, 3)
        .map((p: { paidAmount: number; paidAt: string | null }) => [p.paidAmount, p.paidAt]),
    ).toEqual([
      [Q, '2026-09-10'],
      [0, null],
      [0, null],
    ]);
    const calendar = await call(
      t.app,
      'GET',
      `/api/admin/payments/calendar?dateFrom=2026-08-31&dateTo=2026-09-30&limit=500`,
      { token: checker },
    );
    const rows = calendar.body.data.calendar.flatMap((d: { payments: unknown[] }) => d.payments) as {
      id: string;
      paidAmount: number;
      isPaid: boolean;
    }[];
    expect(
      [i1, i2, i3].map((i) => rows.find((r) => r.id === i.id)).map((r) => [r?.paidAmount, r?.isPaid]),
    ).toEqual([
      [Q, true],
      [0, false],
      [0, false],
    ]);

    const sms = await call(t.app, 'GET', `/api/dev/sms-outbox?phoneNumber=${encodeURIComponent(loan.phone)}`);
    expect(sms.body.data.messages[0].body).toMatch(
      /^Quincena: se revirtió tu pago de USD\s206\.84 del 01\/09\/2026\. Tu saldo fue actualizado\.$/,
    );

    const twice = await reverse(first);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('PAYMENT_ALREADY_REVERSED');
    await expectLedgerConsistent(t.app.db);
  });

  it('takes a reversed receipt out of the collections dashboard', async () => {
    const loan = await newLoan();
    const paymentId = await pay([loan.installments[0]?.id as string], Q, '2026-09-02');
    const received = async () =>
      (await call(t.app, 'GET', '/api/admin/payments/dashboard?period=month', { token: checker })).body.data
        .overview.totalReceived as number;
    const before = await received();
    const asked = await reverse(paymentId);
    expect((await decide(asked.body.data.approval.id, checker)).status).toBe(200);
    expect(Math.round((before - (await received())) * 100)).toBe(Math.round(Q * 100));
  });

  it('leaves the receipt as it was when the request is rejected', async () => {
    const loan = await newLoan();
    const paymentId = await pay([loan.installments[0]?.id as string], Q, '2026-09-02');
    const asked = await reverse(paymentId);
    expect((await decide(asked.body.data.approval.id, checker, 'reject')).status).toBe(200);
    expect(await receiptRow(paymentId)).toMatchObject({ reversed: false, allocations: 1 });
  });

  it('shows the customer their approved report as reversed once its receipt is', async () => {
    const loan = await newLoan();
    const { paymentId, token } = await reportAndApprove(loan, Q, '2026-09-01');
    const before = await call(t.app, 'GET', '/api/customers/payments', { token });
    expect(before.body.data.payments[0]).toMatchObject({ status: 'APPROVED', reversedAt: null });

    const asked = await reverse(paymentId);
    expect((await decide(asked.body.data.approval.id, checker)).status).toBe(200);
    const after = await call(t.app, 'GET', '/api/customers/payments', { token });
    // Still the approved report it was; the receipt it became no longer counts.
    expect(after.body.data.payments[0]).toMatchObject({ status: 'APPROVED', reversedAt: expect.any(String) });
  });
});

describe('the reversal refuses what it must', () => {
  it('answers 404 for an unknown or deleted loan receipt, 400 without a reason', async () => {
    const unknown = await reverse('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('PAYMENT_NOT_FOUND');
    expect(unknown.body.message).toBe('Pago no encontrado.');
    expect((await reverse('not-an-id')).status).toBe(400);

    const loan = await newLoan();
    const paymentId = await pay([loan.installments[0]?.id as string], Q, '2026-09-02');
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const bad = await reverse(paymentId, body);
      expect(bad.status).toBe(400);
      expect(bad.body.success).toBe(false);
      expect(JSON.stringify(bad.body)).toContain('reason');
    }
    expect((await reverse(paymentId, { reason: 'x' }, vendor)).status).toBe(403);

    await t.app.db.execute(sql`update credit_applications set deleted_at = now() where id = ${loan.id}`);
    const deleted = await reverse(paymentId);
    expect(deleted.status).toBe(404);
    expect(deleted.body.code).toBe('PAYMENT_NOT_FOUND');
    await t.app.db.execute(sql`update credit_applications set deleted_at = null where id = ${loan.id}`);
  });

  it('replays the first answer for a retried Idempotency-Key', async () => {
    const loan = await newLoan();
    const paymentId = await pay([loan.installments[0]?.id as string], Q, '2026-09-02');
    const send = () =>
      t.app
        .inject({
          method: 'POST',
          url: `/api/admin/payments/${paymentId}/reverse`,
          payload: { reason: 'Duplicado' },
          headers: { authorization: `Bearer ${maker}`, 'idempotency-key': 'reverse-retry-0001' },
        })
        .then((res) => ({ status: res.statusCode, body: res.json() }));
    const first = await send();
    const retry = await send();
    expect(first.status).toBe(202);
    expect(retry).toEqual(first);
  });
});

describe('reversals under concurrency', () => {
  it('two admins asking to reverse the same receipt at once: one request waits, the other is refused', async () => {
    const loan = await newLoan();
    const paymentId = await pay([loan.installments[0]?.id as string], Q, '2026-09-05');
    const results = await Promise.all([
      reverse(paymentId, { reason: 'Cheque devuelto' }, maker),
      reverse(paymentId, { reason: 'Pago duplicado' }, checker),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([202, 409]);
    expect(results.find((r) => r.status === 409)?.body.code).toBe('APPROVAL_ALREADY_PENDING');
  });

  it('two admins approving the same reversal at once: one wins, the loan is replayed once', async () => {
    const loan = await newLoan();
    const paymentId = await pay(
      [loan.installments[0]?.id as string, loan.installments[1]?.id as string],
      2 * Q,
      '2026-09-03',
    );
    const asked = await reverse(paymentId);
    const id = asked.body.data.approval.id as string;
    const results = await Promise.all([decide(id, checker), decide(id, secondChecker)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const [count] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from loan_transactions where application_id = ${loan.id} and type = 'REVERSAL'`,
    );
    expect(count?.n).toBe(1);
    expect(await receiptRow(paymentId)).toMatchObject({ reversed: true, allocations: 0 });
    await expectLedgerConsistent(t.app.db);
  });

  it('a reversal approved while a new receipt arrives on the same loan: both land, in order', async () => {
    const loan = await newLoan();
    const [i1, i2] = loan.installments as [Loan['installments'][0], Loan['installments'][0]];
    const paymentId = await pay([i1.id], Q, '2026-09-04');
    const asked = await reverse(paymentId);
    const [approved, applied] = await Promise.all([
      decide(asked.body.data.approval.id, checker),
      call(t.app, 'POST', '/api/admin/payments/apply', {
        token: maker,
        body: {
          paymentIds: [i2.id],
          totalAmountReceived: Q,
          paymentMethod: 'CASH',
          paymentDate: '2026-09-20',
        },
      }),
    ]);
    expect(approved.status).toBe(200);
    expect(applied.status).toBe(201);
    const detail = await call(t.app, 'GET', `/api/admin/loans/${loan.id}`, { token: checker });
    const paid = detail.body.data.installments.slice(0, 2).map((x: { isPaid: boolean }) => x.isPaid);
    // Whichever went first, installment 1 is owed again and the new receipt paid its selection.
    expect(paid).toEqual([false, true]);
    await expectLedgerConsistent(t.app.db);
  });
});
