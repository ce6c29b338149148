import { deferInstallments, toCents } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { approveNewLoan } from '../../test/applications.ts';
import { call, loginAs } from '../../test/auth-helpers.ts';
import { expectLedgerConsistent } from '../../test/ledger-invariants.ts';
import { nameTag } from '../../test/names.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';

/*
 * Restructuring a loan with a payment holiday (PRODUCT.md §9, issue 24 item 3): one admin asks,
 * another approves; the open installments move later, no principal appears or disappears, the
 * loan is under watch for 6 installments, the customer is texted the new amount and date.
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

interface Installment {
  id: string;
  paymentNumber: number;
  dueDate: string;
  amount: number;
  principal: number;
  interest: number;
  isPaid: boolean;
}

const ask = (id: string, body: unknown, token = maker) =>
  call(t.app, 'POST', `/api/admin/loans/${id}/restructure`, { token, body });
const approve = (approvalId: string, token = checker) =>
  call(t.app, 'PUT', `/api/admin/approvals/${approvalId}/approve`, { token, body: {} });
const detailOf = async (id: string) =>
  (await call(t.app, 'GET', `/api/admin/loans/${id}`, { token: checker })).body.data;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' }, clock });
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  checker = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  for (let k = 0; k < 3; k += 1) {
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
    const total = (rows: Installment[], part: 'principal' | 'interest' | 'amount') =>
      rows.reduce((s, i) => s + toCents(i[part]), 0);
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
