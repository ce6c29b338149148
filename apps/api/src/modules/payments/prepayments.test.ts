import { formatUsdCents, toCents } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { approveNewLoan } from '../../test/applications.ts';
import { call, loginAs } from '../../test/auth-helpers.ts';
import { expectLedgerConsistent, expectLoansReplayTheirLedger } from '../../test/ledger-invariants.ts';
import { nameTag } from '../../test/names.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';

/*
 * Paying ahead (PRODUCT.md §9, issue 24 item 2, ADR 048): money above what is due shortens the
 * term or lowers the installments, as the admin chooses; the preview is what the apply posts.
 */

// Loans approved on 2026-08-12 fall due on 2026-08-31, 2026-09-15, 2026-09-30 …; "today" is 2026-09-20.
const clock = new TestClock('2026-08-12T15:00:00Z');
const TODAY = '2026-09-20';

let t: TestApp;
let admin: string;
let vendor: string;
const loans: string[] = [];

interface ScheduleRow {
  id: string;
  paymentNumber: number;
  dueDate: string;
  principal: number;
  interest: number;
  paidPrincipal: number;
  owedAmount: number;
  isPaid: boolean;
}
interface PreviewRow {
  id: string;
  paymentNumber: number;
  owedBefore: number;
  owedAfter: number;
}

const scheduleOf = async (id: string): Promise<ScheduleRow[]> =>
  (await call(t.app, 'GET', `/api/admin/payment-schedules?applicationId=${id}`, { token: admin })).body.data
    .installments;
const loanOf = async (id: string) =>
  (await call(t.app, 'GET', `/api/admin/loans/${id}`, { token: admin })).body.data.loan;
const cents = (rows: ScheduleRow[], pick: (r: ScheduleRow) => number) =>
  rows.reduce((sum, r) => sum + toCents(pick(r)), 0);

/** The overdue installments selected, and `extraCents` above what they owe. */
async function receiptFor(id: string, extraCents: number, prepayment?: string) {
  const due = (await scheduleOf(id)).filter((r) => !r.isPaid && r.dueDate <= TODAY);
  return {
    paymentIds: due.map((r) => r.id),
    totalAmountReceived: (cents(due, (r) => r.owedAmount) + extraCents) / 100,
    paymentMethod: 'CASH',
    paymentDate: TODAY,
    ...(prepayment ? { prepayment } : {}),
  };
}
const preview = (body: Record<string, unknown>, token = admin) =>
  call(t.app, 'POST', '/api/admin/payments/apply/preview', { token, body });
const apply = (body: Record<string, unknown>) =>
  t.app
    .inject({
      method: 'POST',
      url: '/api/admin/payments/apply',
      payload: body,
      headers: { authorization: `Bearer ${admin}`, 'idempotency-key': crypto.randomUUID() },
    })
    .then((res) => ({ status: res.statusCode, body: res.json() }));
const receiptCount = async (id: string) =>
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
  for (let k = 1; k <= 5; k += 1) {
    const { id } = await approveNewLoan(
      t.app,
      { vendor, admin },
      {
        firstName: 'Abona',
        lastName: `Capital ${nameTag(k)}`,
        phoneNumber: `6394${String(k).padStart(4, '0')}`,
      },
    );
    loans.push(id);
  }
  clock.set(`${TODAY}T15:00:00Z`);
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
}, 300_000);
afterAll(() => t?.close());

describe('paying ahead', () => {
  it('shortens the term: the preview is what the apply does, the last installments are settled', async () => {
    const id = loans[0] as string;
    const before = await scheduleOf(id);
    const loanBefore = await loanOf(id);
    // The principal of the last three installments, above the two overdue ones.
    const lastThree = cents(before.slice(-3), (r) => r.principal);
    const body = await receiptFor(id, lastThree, 'SHORTEN_TERM');

    const seen = await preview(body);
    expect(seen.status).toBe(200);
    const { preview: effect } = seen.body.data;
    expect(effect.appliedAmount).toBe(body.totalAmountReceived);
    expect(effect.unappliedAmount).toBe(0);
    expect(toCents(effect.interestSaved)).toBeGreaterThan(0);
    const rows: PreviewRow[] = effect.installments;
    expect(rows).toHaveLength(before.filter((r) => !r.isPaid).length);
    expect(rows.slice(-3).every((r) => r.owedAfter === 0)).toBe(true);
    expect(rows.slice(0, 2).every((r) => r.owedAfter === 0)).toBe(true);
    // The ones between keep their date and owe a little less interest: the balance fell.
    for (const r of rows.slice(2, -3)) {
      expect(r.owedAfter).toBeGreaterThan(0);
      expect(r.owedAfter).toBeLessThan(r.owedBefore);
    }
    expect(await receiptCount(id)).toBe(0);

    const res = await apply(body);
    expect(res.status).toBe(201);
    const after = await scheduleOf(id);
    expect(after.map((r) => [r.paymentNumber, r.owedAmount])).toEqual(
      before.map((r) => [r.paymentNumber, rows.find((p) => p.id === r.id)?.owedAfter ?? r.owedAmount]),
    );
    const loanAfter = await loanOf(id);
    // No principal appears or vanishes; the interest saved is owed no more.
    expect(toCents(loanBefore.principalOutstanding) - toCents(loanAfter.principalOutstanding)).toBe(
      cents(after, (r) => r.paidPrincipal),
    );
    const paidInterest = cents(before.slice(0, 2), (r) => r.interest);
    expect(toCents(loanBefore.interestOutstanding) - toCents(loanAfter.interestOutstanding)).toBe(
      paidInterest + toCents(effect.interestSaved),
    );
    await expectLedgerConsistent(t.app.db);
    await expectLoansReplayTheirLedger(t.app.db);

    const audit = await call(t.app, 'GET', `/api/admin/audit?entityId=${res.body.data.payment.id}`, {
      token: admin,
    });
    expect(JSON.stringify(audit.body.data)).toContain('SHORTEN_TERM');
  });

  it('lowers the installments: each one to come owes less, none is settled', async () => {
    const id = loans[1] as string;
    const body = await receiptFor(id, 50_000, 'LOWER_INSTALLMENTS');
    const { preview: effect } = (await preview(body)).body.data;
    const ahead: PreviewRow[] = effect.installments.slice(2);
    expect(ahead.length).toBeGreaterThan(10);
    for (const r of ahead) {
      expect(r.owedAfter).toBeGreaterThan(0);
      expect(r.owedAfter).toBeLessThan(r.owedBefore);
    }
    expect(effect.unappliedAmount).toBe(0);
    expect(toCents(effect.interestSaved)).toBeGreaterThan(0);

    expect((await apply(body)).status).toBe(201);
    const after = await scheduleOf(id);
    expect(after.filter((r) => !r.isPaid)).toHaveLength(ahead.length);
    expect(after.filter((r) => !r.isPaid).map((r) => r.owedAmount)).toEqual(ahead.map((r) => r.owedAfter));
    await expectLedgerConsistent(t.app.db);
  });

  it('by default the next installments take the excess and nothing is saved', async () => {
    const id = loans[2] as string;
    const body = await receiptFor(id, 1_000);
    const { preview: effect } = (await preview(body)).body.data;
    expect(effect.interestSaved).toBe(0);
    const rows: PreviewRow[] = effect.installments;
    expect(toCents(rows[2]?.owedBefore ?? 0) - toCents(rows[2]?.owedAfter ?? 0)).toBe(1_000);
    expect(rows.slice(3).every((r) => r.owedAfter === r.owedBefore)).toBe(true);
    const explicit = (await preview({ ...body, prepayment: 'NEXT_INSTALLMENTS' })).body.data.preview;
    expect(explicit).toEqual(effect);
  });

  it('refuses what no principal is left for, a mode it does not know, and other roles', async () => {
    const id = loans[3] as string;
    const schedule = await scheduleOf(id);
    const principal = cents(schedule.slice(2), (r) => r.principal);
    const tooMuch = await preview(await receiptFor(id, principal + 1, 'SHORTEN_TERM'));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.code).toBe('AMOUNT_ABOVE_BALANCE');
    // The most it takes: what is due and every principal to come, not the interest it saves.
    const body = await receiptFor(id, principal, 'SHORTEN_TERM');
    expect(tooMuch.body.message).toContain(
      `El máximo que se puede aplicar es ${formatUsdCents(toCents(body.totalAmountReceived))}.`,
    );
    // All the principal ahead: the loan is settled but for the interest of the quincena in course.
    const all = (await preview(body)).body.data.preview;
    expect(all.installments.filter((r: PreviewRow) => r.owedAfter > 0)).toHaveLength(1);

    const unknown = await preview({ ...body, prepayment: 'FOO' });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('Elige qué hacer con el excedente.');
    expect((await apply({ ...body, prepayment: 'FOO' })).status).toBe(400);
    expect((await preview(body, vendor)).status).toBe(403);
    expect(await receiptCount(id)).toBe(0);
  });

  it('two receipts paying ahead at once: one is applied, the other finds its installments paid', async () => {
    const id = loans[4] as string;
    const shorten = await receiptFor(id, 20_000, 'SHORTEN_TERM');
    const lower = await receiptFor(id, 20_000, 'LOWER_INSTALLMENTS');
    const answers = await Promise.all([apply(shorten), apply(lower)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.body.code).toBe('INSTALLMENT_ALREADY_PAID');
    expect(await receiptCount(id)).toBe(1);
    await expectLedgerConsistent(t.app.db);
    await expectLoansReplayTheirLedger(t.app.db);
  });
});
