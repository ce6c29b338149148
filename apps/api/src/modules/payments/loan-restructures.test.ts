import { deferInstallments, toCents } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { approveNewLoan, type ScheduledInstallment } from '../../test/applications.ts';
import { call, loginAs } from '../../test/auth-helpers.ts';
import { expectLedgerConsistent, expectLoansReplayTheirLedger } from '../../test/ledger-invariants.ts';
import { nameTag } from '../../test/names.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';

/*
 * Restructuring a loan (PRODUCT.md §9, issue 24 item 3): one admin asks, another approves. A payment
 * holiday moves the open installments later; a term extension re-amortizes the unpaid principal over
 * a longer term (ADR 049). No principal appears or disappears, the loan is under watch for 6
 * installments, the customer is texted the new amount and date.
 */

// Loans approved on 2026-08-12 fall due on 2026-08-31, 2026-09-15, …; "today" is 2026-09-20.
const clock = new TestClock('2026-08-12T15:00:00Z');
const TODAY = '2026-09-20';

let t: TestApp;
let maker: string;
let checker: string;
let vendor: string;
let counter = 0;
const loans: { id: string; phone: string }[] = [];

type Installment = ScheduledInstallment & { isPaid: boolean };

const ask = (id: string, body: unknown, token = maker) =>
  call(t.app, 'POST', `/api/admin/loans/${id}/restructure`, { token, body });
const approve = (approvalId: string, token = checker) =>
  call(t.app, 'PUT', `/api/admin/approvals/${approvalId}/approve`, { token, body: {} });
const detailOf = async (id: string) =>
  (await call(t.app, 'GET', `/api/admin/loans/${id}`, { token: checker })).body.data;

const preview = (id: string, months: unknown, token = maker) =>
  call(t.app, 'GET', `/api/admin/loans/${id}/term-extension?loanTermMonths=${months}`, { token });
const total = (rows: Installment[], part: 'principal' | 'interest' | 'amount') =>
  rows.reduce((s, i) => s + toCents(i[part]), 0);
const pay = (installment: Installment, amount: number, paymentDate = TODAY) =>
  t.app
    .inject({
      method: 'POST',
      url: '/api/admin/payments/apply',
      payload: {
        paymentIds: [installment.id],
        totalAmountReceived: amount,
        paymentMethod: 'CASH',
        paymentDate,
      },
      headers: { authorization: `Bearer ${checker}`, 'idempotency-key': crypto.randomUUID() },
    })
    .then((res) => ({ status: res.statusCode, body: res.json() }));

/** Asks for the extension and has the other admin approve it. */
async function extend(id: string, loanTermMonths: number) {
  const asked = await ask(id, { type: 'EXTEND_TERM', loanTermMonths, reason: 'Ingresos reducidos' });
  expect(asked.status).toBe(202);
  expect((await approve(asked.body.data.approval.id)).status).toBe(200);
  return asked;
}

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' }, clock });
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  checker = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  for (let k = 0; k < 8; k += 1) {
    counter += 1;
    const digits = `6395${String(counter).padStart(4, '0')}`;
    const { id } = await approveNewLoan(
      t.app,
      { vendor, admin: checker },
      { firstName: 'Pausa', lastName: `Prueba ${nameTag(counter)}`, phoneNumber: digits },
    );
    loans.push({ id, phone: `+507${digits}` });
  }
  clock.set(`${TODAY}T15:00:00Z`);
  maker = await loginAs(t.app, 'admin', 'operador', 'operador12345');
  checker = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
}, 300_000);
afterAll(() => t?.close());

describe('a payment holiday', () => {
  it('moves the open installments later once a second admin approves: the same money, later dates', async () => {
    const loan = loans[0] as { id: string; phone: string };
    const before = await detailOf(loan.id);
    const beforeRows = before.installments as Installment[];
    const expected = deferInstallments(
      beforeRows.filter((i) => !i.isPaid).map((i) => ({ id: i.id, dueDate: i.dueDate })),
      2,
    );

    const asked = await ask(loan.id, {
      type: 'PAYMENT_HOLIDAY',
      installments: 2,
      reason: 'Accidente laboral',
    });
    expect(asked.status).toBe(202);
    const queue = await call(t.app, 'GET', '/api/admin/approvals?status=PENDING&limit=100', {
      token: checker,
    });
    expect(
      queue.body.data.approvals.find((a: { id: string }) => a.id === asked.body.data.approval.id),
    ).toMatchObject({
      kind: 'RESTRUCTURE',
      summary: expect.stringMatching(
        /^Diferir 2 cuotas del préstamo SOL-\d{4}-\d{6}: la próxima cuota vencería el 30\/09\/2026$/,
      ),
    });
    expect((await approve(asked.body.data.approval.id, maker)).body.code).toBe('SAME_APPROVER');
    expect((await approve(asked.body.data.approval.id)).status).toBe(200);

    const after = await detailOf(loan.id);
    const afterRows = after.installments as Installment[];
    for (const move of expected) {
      expect(afterRows.find((i) => i.id === move.id)?.dueDate).toBe(move.newDueDate);
    }
    for (const part of ['principal', 'interest', 'amount'] as const) {
      expect(total(afterRows, part)).toBe(total(beforeRows, part));
    }
    expect(after.loan.principalOutstanding).toBe(before.loan.principalOutstanding);
    // Nothing is late any more: the first open installment now falls due on 2026-09-30.
    expect(after.loan).toMatchObject({ daysPastDue: 0, nextDueDate: expected[0]?.newDueDate });
    expect(after.loan.watchUntil).toBe(expected[5]?.newDueDate);
    expect(after.transactions.find((x: { type: string }) => x.type === 'RESCHEDULE')).toMatchObject({
      valueDate: TODAY,
      amount: 0,
      notes: 'Pausa de 2 cuotas: Accidente laboral',
    });
    // The financing report counts it among the loans under watch.
    const report = await call(t.app, 'GET', '/api/admin/reports/financing?period=month', { token: checker });
    expect(report.body.data.figures.watchedLoans.current).toBe(1);
    const [audit] = await queryRows<{ changes: { dueDates: { from: string[]; to: string[] } } }>(
      t.app.db,
      sql`select changes from audit_log where entity_id = ${loan.id} and action = 'restructured'`,
    );
    expect(audit?.changes.dueDates.from[0]).toBe(`1: ${expected[0]?.dueDate}`);
    expect(audit?.changes.dueDates.to[0]).toBe(`1: ${expected[0]?.newDueDate}`);
    const sms = await call(t.app, 'GET', `/api/dev/sms-outbox?phoneNumber=${encodeURIComponent(loan.phone)}`);
    expect(sms.body.data.messages[0].body).toMatch(
      /^Quincena: tu préstamo SOL-\d{4}-\d{6} fue reestructurado\. Tu próxima cuota de USD\s103\.42 vence el 30\/09\/2026\.$/,
    );
    await expectLedgerConsistent(t.app.db);
  });

  it('answers 400 in Spanish for what is not a holiday of 1 to 4 installments', async () => {
    const id = (loans[1] as { id: string }).id;
    for (const body of [
      { type: 'PAYMENT_HOLIDAY', installments: 0, reason: 'x' },
      { type: 'PAYMENT_HOLIDAY', installments: 5, reason: 'x' },
      { type: 'PAYMENT_HOLIDAY', installments: 'dos', reason: 'x' },
      { type: 'CONDONACION', installments: 1, reason: 'x' },
      { type: 'PAYMENT_HOLIDAY', installments: 1, reason: ' ' },
    ]) {
      const res = await ask(id, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/[áéíóúñ]|cuotas|motivo|válido/);
    }
    expect((await ask(id, { type: 'PAYMENT_HOLIDAY', installments: 1, reason: 'x' }, vendor)).status).toBe(
      403,
    );
    expect(
      (
        await ask('00000000-0000-4000-8000-000000000000', {
          type: 'PAYMENT_HOLIDAY',
          installments: 1,
          reason: 'x',
        })
      ).status,
    ).toBe(404);
  });

  it('two approvers at once: the schedule moves once', async () => {
    const id = (loans[2] as { id: string }).id;
    const created = await call(t.app, 'POST', '/api/admin/admins', {
      token: checker,
      body: { username: 'pausas', email: 'pausas@quincena.com.pa', password: 'Pausas2026x', role: 'ADMIN' },
    });
    expect(created.status).toBe(201);
    const other = await loginAs(t.app, 'admin', 'pausas', 'Pausas2026x');
    const before = (await detailOf(id)).installments as Installment[];
    const asked = await ask(id, { type: 'PAYMENT_HOLIDAY', installments: 1, reason: 'Enfermedad' });
    const results = await Promise.all([
      approve(asked.body.data.approval.id),
      approve(asked.body.data.approval.id, other),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = (await detailOf(id)).installments as Installment[];
    const [first] = deferInstallments(
      before.filter((i) => !i.isPaid).map((i) => ({ id: i.id, dueDate: i.dueDate })),
      1,
    );
    expect(after.find((i) => i.id === first?.id)?.dueDate).toBe(first?.newDueDate);
    await expectLedgerConsistent(t.app.db);
  });

  it('two requests for one loan at once: one waits for approval, the other is told one is pending', async () => {
    const id = (loans[1] as { id: string }).id;
    const body = { type: 'PAYMENT_HOLIDAY', installments: 1, reason: 'Pedido dos veces' };
    const results = await Promise.all([ask(id, body), ask(id, body, checker)]);
    expect(results.map((r) => r.status).sort()).toEqual([202, 409]);
    expect(results.find((r) => r.status === 409)?.body.code).toBe('APPROVAL_ALREADY_PENDING');
  });
});

describe('a term extension', () => {
  it('is previewed, asked for and, once approved, leaves exactly the schedule previewed', async () => {
    const loan = loans[3] as { id: string; phone: string };
    const before = await detailOf(loan.id);
    const beforeRows = before.installments as Installment[];
    expect(before.loan.daysPastDue).toBeGreaterThan(0);

    const seen = await preview(loan.id, 18);
    expect(seen.status).toBe(200);
    const { extension } = seen.body.data;
    expect(extension).toMatchObject({ loanTermMonths: 18, principal: before.loan.principalOutstanding });
    expect(toCents(extension.installmentAfter)).toBeLessThan(toCents(extension.installmentBefore));
    expect(toCents(extension.carriedInterest)).toBe(
      total(
        beforeRows.filter((i) => i.dueDate <= TODAY),
        'interest',
      ),
    );
    // All 24 are open (two overdue): they and 12 more, from the quincena in course on.
    expect(extension.installments).toHaveLength(36);
    expect(extension.installments[0]).toMatchObject({ paymentNumber: 1, dueDate: '2026-09-30' });
    expect(extension.installments.at(-1)).toMatchObject({ paymentNumber: 36, dueDate: '2028-03-15' });

    const asked = await ask(loan.id, {
      type: 'EXTEND_TERM',
      loanTermMonths: 18,
      reason: 'Ingresos reducidos',
    });
    expect(asked.status).toBe(202);
    const queue = await call(t.app, 'GET', '/api/admin/approvals?status=PENDING&limit=100', {
      token: checker,
    });
    expect(
      queue.body.data.approvals.find((a: { id: string }) => a.id === asked.body.data.approval.id),
    ).toMatchObject({
      kind: 'RESTRUCTURE',
      summary: expect.stringMatching(
        /^Extender el préstamo SOL-\d{4}-\d{6} a 18 meses: cuotas de USD\s[\d,.]+ desde el 30\/09\/2026$/,
      ),
    });
    expect((await approve(asked.body.data.approval.id, maker)).body.code).toBe('SAME_APPROVER');
    expect((await approve(asked.body.data.approval.id)).status).toBe(200);

    const after = await detailOf(loan.id);
    const afterRows = after.installments as Installment[];
    expect(afterRows.map((i) => [i.paymentNumber, i.dueDate, i.amount])).toEqual(
      extension.installments.map((i: { paymentNumber: number; dueDate: string; amount: number }) => [
        i.paymentNumber,
        i.dueDate,
        i.amount,
      ]),
    );
    // No principal appears or disappears; nothing is late any more; the loan is under watch.
    expect(total(afterRows, 'principal')).toBe(total(beforeRows, 'principal'));
    expect(after.loan.principalOutstanding).toBe(before.loan.principalOutstanding);
    expect(after.loan).toMatchObject({ daysPastDue: 0, nextDueDate: '2026-09-30', watchUntil: '2026-12-15' });
    expect(after.transactions.find((x: { type: string }) => x.type === 'RESCHEDULE')).toMatchObject({
      valueDate: TODAY,
      amount: 0,
      notes: 'Plazo extendido a 18 meses: Ingresos reducidos',
    });
    const [audit] = await queryRows<{ changes: { loanTermMonths: { from: number; to: number } } }>(
      t.app.db,
      sql`select changes from audit_log where entity_id = ${loan.id} and action = 'restructured'`,
    );
    expect(audit?.changes.loanTermMonths).toEqual({ from: 12, to: 18 });
    const sms = await call(t.app, 'GET', `/api/dev/sms-outbox?phoneNumber=${encodeURIComponent(loan.phone)}`);
    expect(sms.body.data.messages[0].body).toMatch(
      /^Quincena: tu préstamo SOL-\d{4}-\d{6} fue reestructurado a 18 meses: 36 cuotas de USD\s[\d,.]+\. La próxima, de USD\s[\d,.]+, vence el 30\/09\/2026\.$/,
    );
    await expectLedgerConsistent(t.app.db);
    await expectLoansReplayTheirLedger(t.app.db);

    // Money keeps coming in on the new schedule; none may be dated before the extension.
    const first = afterRows[0] as Installment;
    expect((await pay(first, first.amount)).status).toBe(201);
    const early = await pay(afterRows[1] as Installment, 50, '2026-09-19');
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'LOAN_EXTENDED',
      message:
        'El plazo del préstamo se extendió el 20/09/2026: no se pueden registrar ni revertir pagos anteriores a esa fecha.',
    });
    await expectLoansReplayTheirLedger(t.app.db);
  });

  it('keeps every receipt before it as it was split, and refuses to reverse one', async () => {
    const loan = loans[4] as { id: string };
    const rows = (await detailOf(loan.id)).installments as Installment[];
    // The first installment and part of the second: the extension keeps what was paid of it.
    const paid = await pay(rows[0] as Installment, (rows[0] as Installment).amount + 20);
    expect(paid.status).toBe(201);
    const entryBefore = (await detailOf(loan.id)).transactions.find(
      (x: { type: string }) => x.type === 'REPAYMENT',
    );
    await extend(loan.id, 24);
    const after = await detailOf(loan.id);
    expect(after.transactions.find((x: { id: string }) => x.id === entryBefore.id)).toEqual(entryBefore);
    expect(after.installments).toHaveLength(48);
    expect(total(after.installments, 'principal')).toBe(total(rows, 'principal'));
    const reversal = await call(t.app, 'POST', `/api/admin/payments/${paid.body.data.payment.id}/reverse`, {
      token: maker,
      body: { reason: 'Error' },
    });
    expect(reversal.status).toBe(409);
    expect(reversal.body.code).toBe('LOAN_EXTENDED');
    await expectLoansReplayTheirLedger(t.app.db);
  });

  it('answers in Spanish for a term not offered, and guards the route', async () => {
    const id = (loans[5] as { id: string }).id;
    // 12 months is the shortest term: never a longer one.
    for (const months of [12, 30, 'dos']) {
      const res = await ask(id, { type: 'EXTEND_TERM', loanTermMonths: months, reason: 'x' });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('Indica el nuevo plazo (18 o 24 meses).');
      expect((await preview(id, months)).status).toBe(400);
    }
    expect((await preview(id, 18, vendor)).status).toBe(403);
    expect((await preview('00000000-0000-4000-8000-000000000000', 18)).status).toBe(404);
    const approvals = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from approvals where application_id = ${id}`,
    );
    expect(approvals[0]?.n).toBe(0);
  });

  it('two extensions in a row: the second takes the term from what the first left', async () => {
    const id = (loans[6] as { id: string }).id;
    const rows = (await detailOf(id)).installments as Installment[];
    await extend(id, 18);
    expect((await ask(id, { type: 'EXTEND_TERM', loanTermMonths: 18, reason: 'x' })).body.message).toBe(
      'El nuevo plazo debe ser mayor que el actual (18 meses).',
    );
    await extend(id, 24);
    const after = await detailOf(id);
    expect(after.installments).toHaveLength(48);
    expect(total(after.installments, 'principal')).toBe(total(rows, 'principal'));
    await expectLedgerConsistent(t.app.db);
    await expectLoansReplayTheirLedger(t.app.db);
  });

  it('an approval racing a receipt: each waits for the other, and the loan replays its ledger', async () => {
    const id = (loans[7] as { id: string }).id;
    const rows = (await detailOf(id)).installments as Installment[];
    const asked = await ask(id, { type: 'EXTEND_TERM', loanTermMonths: 18, reason: 'Carrera' });
    const [approved, paid] = await Promise.all([
      approve(asked.body.data.approval.id),
      pay(rows[0] as Installment, (rows[0] as Installment).amount),
    ]);
    expect(approved.status).toBe(200);
    // Before the extension the receipt pays the first installment; after it, the new first
    // installment may ask more than it brings.
    expect([201, 400]).toContain(paid.status);
    const after = await detailOf(id);
    expect(after.installments).toHaveLength(36);
    expect(total(after.installments, 'principal')).toBe(total(rows, 'principal'));
    await expectLedgerConsistent(t.app.db);
    await expectLoansReplayTheirLedger(t.app.db);
  });
});
