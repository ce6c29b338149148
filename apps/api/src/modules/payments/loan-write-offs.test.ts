import { toCents } from '@quincena/shared';
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
 * Writing a loan off (PRODUCT.md §9, issue 24 item 4): asked by one admin at 90+ days past due,
 * carried out when another approves; the loan is WRITTEN_OFF, later money is a RECOVERY, the
 * journal and the financing report show both. The race runs on PostgreSQL in CI's second pass.
 */

// Loans approved on 2026-08-12 first fall due on 2026-08-31; on 2026-12-15 they are 106 days late.
const clock = new TestClock('2026-08-12T15:00:00Z');
const LATE = '2026-12-15';

let t: TestApp;
let maker: string;
let checker: string;
let vendor: string;
let counter = 0;
const loans: string[] = [];

const ask = (id: string, token = maker, reason = 'Sin contacto desde septiembre') =>
  call(t.app, 'POST', `/api/admin/loans/${id}/write-off`, { token, body: { reason } });
const decide = (approvalId: string, token = checker) =>
  call(t.app, 'PUT', `/api/admin/approvals/${approvalId}/approve`, { token, body: {} });
const detailOf = async (id: string) =>
  (await call(t.app, 'GET', `/api/admin/loans/${id}`, { token: checker })).body.data;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' }, clock });
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  checker = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  for (let k = 0; k < 5; k += 1) {
    counter += 1;
    const digits = `6394${String(counter).padStart(4, '0')}`;
    const { id } = await approveNewLoan(
      t.app,
      { vendor, admin: checker },
      { firstName: 'Castigo', lastName: `Prueba ${nameTag(counter)}`, phoneNumber: digits },
    );
    loans.push(id);
  }
  clock.set('2026-10-15T15:00:00Z');
  maker = await loginAs(t.app, 'admin', 'operador', 'operador12345');
  checker = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
}, 300_000);
afterAll(() => t?.close());

describe('writing a loan off', () => {
  it('is refused before 90 days past due, in Spanish', async () => {
    const res = await ask(loans[0] as string);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'WRITE_OFF_NOT_DUE',
      message: 'Solo se castiga un préstamo con 90 días o más de atraso.',
    });
  });

  it('is for admins, on a loan, with a reason', async () => {
    const id = loans[0] as string;
    expect(
      (await call(t.app, 'POST', `/api/admin/loans/${id}/write-off`, { body: { reason: 'x' } })).status,
    ).toBe(401);
    expect((await ask(id, vendor)).status).toBe(403);
    expect((await ask('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const blank = await ask(id, maker, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Indica el motivo del castigo.');
  });

  it('at 90+ days: a second admin approves, the loan is written off, later money is a recovery', async () => {
    clock.set(`${LATE}T15:00:00Z`);
    maker = await loginAs(t.app, 'admin', 'operador', 'operador12345');
    checker = await loginAs(t.app, 'admin', 'admin', 'admin12345');
    const id = loans[0] as string;
    const before = await detailOf(id);
    expect(before.loan.daysPastDue).toBeGreaterThanOrEqual(90);

    const asked = await ask(id);
    expect(asked.status).toBe(202);
    const approvalId = asked.body.data.approval.id as string;
    expect((await ask(id)).body.code).toBe('APPROVAL_ALREADY_PENDING');
    expect((await decide(approvalId, maker)).body.code).toBe('SAME_APPROVER');
    const queue = await call(t.app, 'GET', '/api/admin/approvals?status=PENDING&limit=100', {
      token: checker,
    });
    expect(queue.body.data.approvals.find((a: { id: string }) => a.id === approvalId)).toMatchObject({
      kind: 'WRITE_OFF',
      summary: expect.stringMatching(
        /^Castigar el préstamo SOL-\d{4}-\d{6}: USD\s[\d,.]+ de capital y USD\s/,
      ),
      reason: 'Sin contacto desde septiembre',
    });
    expect((await decide(approvalId)).status).toBe(200);

    const after = await detailOf(id);
    expect(after.loan.status).toBe('WRITTEN_OFF');
    // The customer still owes the installments: nothing is forgiven, only taken off the books.
    expect(after.loan.principalOutstanding).toBe(before.loan.principalOutstanding);
    const entry = after.transactions.find((x: { type: string }) => x.type === 'WRITE_OFF');
    expect(entry).toMatchObject({
      valueDate: LATE,
      principal: before.loan.principalOutstanding,
      lateFee: before.loan.lateFeesOutstanding,
      notes: 'Sin contacto desde septiembre',
    });
    const again = await ask(id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'LOAN_WRITTEN_OFF', message: 'El préstamo ya fue castigado.' });

    // Money received now is a recovery, applied to the oldest installment all the same.
    const [first] = before.installments as { id: string; amount: number }[];
    const paid = await call(t.app, 'POST', '/api/admin/payments/apply', {
      token: maker,
      body: {
        paymentIds: [first?.id],
        totalAmountReceived: first?.amount,
        paymentMethod: 'CASH',
        paymentDate: LATE,
      },
    });
    expect(paid.status).toBe(201);
    const recovered = await detailOf(id);
    expect(recovered.transactions.find((x: { type: string }) => x.type === 'RECOVERY')).toMatchObject({
      amount: first?.amount,
      paymentId: paid.body.data.payment.id,
    });
    expect(recovered.installments[0]).toMatchObject({ isPaid: true });

    // The journal: a loss for the write-off, income from recoveries for the money.
    const journal = await call(t.app, 'GET', `/api/admin/accounting/journal?from=${LATE}&to=${LATE}`, {
      token: checker,
    });
    const lines = (
      journal.body.data.entries as { applicationId: string; account: string; debit: number; credit: number }[]
    ).filter((l) => l.applicationId === id);
    const sum = (account: string, side: 'debit' | 'credit') =>
      lines.filter((l) => l.account === account).reduce((s, l) => s + toCents(l[side]), 0);
    expect(sum('5101', 'debit')).toBe(toCents(entry.principal) + toCents(entry.lateFee));
    expect(sum('1201', 'credit')).toBe(toCents(entry.principal));
    expect(sum('4201', 'credit')).toBe(toCents(first?.amount ?? 0));

    // The financing report of the month shows both.
    const report = await call(t.app, 'GET', '/api/admin/reports/financing?period=month', { token: checker });
    expect(report.status).toBe(200);
    expect(toCents(report.body.data.figures.writtenOff.current)).toBeGreaterThanOrEqual(
      toCents(entry.principal) + toCents(entry.lateFee),
    );
    expect(toCents(report.body.data.figures.recovered.current)).toBeGreaterThanOrEqual(
      toCents(first?.amount ?? 0),
    );

    // No payoff on a written-off loan: its money is a recovery.
    const payoff = await call(t.app, 'POST', `/api/admin/loans/${id}/payoff`, {
      token: maker,
      body: { amount: 5_000, paymentMethod: 'CASH', paymentDate: LATE },
    });
    expect(payoff.status).toBe(409);
    expect(payoff.body.code).toBe('LOAN_WRITTEN_OFF');
    await expectLedgerConsistent(t.app.db);
  });

  it('is not carried out if the loan was brought under 90 days since it was asked', async () => {
    const id = loans[1] as string;
    const asked = await ask(id);
    expect(asked.status).toBe(202);
    const detail = await detailOf(id);
    const overdue = (detail.installments as { id: string; amount: number; isOverdue: boolean }[]).filter(
      (i) => i.isOverdue,
    );
    const paid = await call(t.app, 'POST', '/api/admin/payments/apply', {
      token: maker,
      body: {
        paymentIds: overdue.map((i) => i.id),
        totalAmountReceived: overdue.reduce((s, i) => s + toCents(i.amount), 0) / 100,
        paymentMethod: 'CASH',
        paymentDate: LATE,
      },
    });
    expect(paid.status).toBe(201);
    const decided = await decide(asked.body.data.approval.id);
    expect(decided.status).toBe(409);
    expect(decided.body.code).toBe('WRITE_OFF_NOT_DUE');
    expect((await detailOf(id)).loan.status).toBe('ACTIVE');
  });

  it('a disbursed loan written off leaves the portfolio and its risk that day', async () => {
    const disbursed = await queryRows<{ id: string }>(
      t.app.db,
      sql`select id from credit_applications where status = 'DISBURSED' and deleted_at is null
        and written_off_on is null order by number`,
    );
    let id = '';
    for (const row of disbursed) {
      if ((await detailOf(row.id)).loan.daysPastDue >= 90) {
        id = row.id;
        break;
      }
    }
    expect(id).not.toBe('');
    const figures = async () =>
      (await call(t.app, 'GET', '/api/admin/reports/financing?period=month', { token: checker })).body.data;
    const before = await figures();
    const owed = toCents((await detailOf(id)).loan.principalOutstanding);
    const asked = await ask(id);
    expect((await decide(asked.body.data.approval.id)).status).toBe(200);
    const after = await figures();
    expect(toCents(after.figures.outstandingPrincipal.current)).toBe(
      toCents(before.figures.outstandingPrincipal.current) - owed,
    );
    expect(toCents(after.figures.writtenOff.current)).toBeGreaterThanOrEqual(
      toCents(before.figures.writtenOff.current) + owed,
    );
    await expectLedgerConsistent(t.app.db);
  });

  it('two approvers at once: one writes the loan off, once', async () => {
    const id = loans[2] as string;
    const third = await call(t.app, 'POST', '/api/admin/admins', {
      token: checker,
      body: {
        username: 'castigos',
        email: 'castigos@quincena.com.pa',
        password: 'Castigos2026',
        role: 'ADMIN',
      },
    });
    expect(third.status).toBe(201);
    const other = await loginAs(t.app, 'admin', 'castigos', 'Castigos2026');
    const asked = await ask(id);
    const results = await Promise.all([
      decide(asked.body.data.approval.id),
      decide(asked.body.data.approval.id, other),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const [count] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from loan_transactions where application_id = ${id} and type = 'WRITE_OFF'`,
    );
    expect(count?.n).toBe(1);
    await expectLedgerConsistent(t.app.db);
  });

  it('a write-off approved while money arrives: the money is a recovery exactly when it came after', async () => {
    const id = loans[4] as string;
    const asked = await ask(id);
    expect(asked.status).toBe(202);
    const [first] = (await detailOf(id)).installments as { id: string; amount: number }[];
    const [decided, paid] = await Promise.all([
      decide(asked.body.data.approval.id),
      call(t.app, 'POST', '/api/admin/payments/apply', {
        token: maker,
        body: {
          paymentIds: [first?.id],
          totalAmountReceived: first?.amount,
          paymentMethod: 'CASH',
          paymentDate: LATE,
        },
      }),
    ]);
    expect(paid.status).toBe(201);
    expect(decided.status).toBe(200); // one installment paid leaves it well over 90 days late
    const entries = await queryRows<{ type: string; posted: number }>(
      t.app.db,
      sql`select type, extract(epoch from created_at)::float8 as posted from loan_transactions
        where application_id = ${id} and type in ('WRITE_OFF', 'REPAYMENT', 'RECOVERY') order by created_at`,
    );
    const writeOff = entries.find((e) => e.type === 'WRITE_OFF');
    const money = entries.find((e) => e.type !== 'WRITE_OFF');
    expect(writeOff && money).toBeTruthy();
    expect(money?.type).toBe((money?.posted ?? 0) > (writeOff?.posted ?? 0) ? 'RECOVERY' : 'REPAYMENT');
    await expectLedgerConsistent(t.app.db);
  });
});
