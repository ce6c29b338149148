import { businessToday } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { approveNewLoan, type ScheduledInstallment } from '../../test/applications.ts';
import { call, loginAs, signInSecondChecker } from '../../test/auth-helpers.ts';
import { expectLedgerConsistent } from '../../test/ledger-invariants.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';

/*
 * Maker–checker (PRODUCT.md §9, issue 23): a late fee is forgiven only when a second admin approves
 * the first one's request; the requester cannot decide it; a request is decided once, by one admin,
 * however many try at the same moment (also on PostgreSQL, in CI's second pass).
 */

let t: TestApp;
let maker: string;
let checker: string;
let secondChecker: string;
let vendor: string;
let phones = 0;

// Loans approved on 2026-08-12 fall due first on 2026-08-31; on 2026-09-10, past the 5-day grace
// period, the daily job has charged each first installment its $25 fee (with its LATE_FEE entry).
const clock = new TestClock('2026-08-12T15:00:00Z');
const TODAY = '2026-09-10T15:00:00Z';
const loans: { applicationId: string; installments: ScheduledInstallment[] }[] = [];

async function approvedLoan() {
  phones += 1;
  const { id, installments } = await approveNewLoan(
    t.app,
    { vendor, admin: checker },
    { firstName: 'Mora', lastName: 'Exonerada', phoneNumber: `6492${String(phones).padStart(4, '0')}` },
  );
  return { applicationId: id, installments };
}

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' }, clock });
  checker = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  secondChecker = await signInSecondChecker(t.app, checker);
  for (let k = 0; k < 6; k += 1) loans.push(await approvedLoan());
  clock.set(TODAY);
  maker = await loginAs(t.app, 'admin', 'operador', 'operador12345');
  checker = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  secondChecker = await loginAs(t.app, 'admin', 'revisora', 'Revisora2026');
  expect(
    (await call(t.app, 'POST', '/api/admin/jobs/late-fees/run', { token: checker, body: {} })).status,
  ).toBe(200);
}, 300_000);
afterAll(() => t?.close());

/** An approved loan whose first installment carries the job's $25 late fee: answers that installment. */
async function installmentWithFee() {
  const { applicationId, installments } = loans.shift() as (typeof loans)[number];
  const first = installments[0] as ScheduledInstallment;
  return { applicationId, installmentId: first.id, amount: first.amount };
}

const askWaiver = (installmentId: string, token = maker) =>
  call(t.app, 'PUT', `/api/admin/payment-schedules/${installmentId}`, {
    token,
    body: { waiveLateFee: true, notes: 'Cliente hospitalizado' },
  });

const decide = (id: string, action: 'approve' | 'reject', token: string, notes?: string) =>
  call(t.app, 'PUT', `/api/admin/approvals/${id}/${action}`, { token, body: notes ? { notes } : {} });

const feeOf = async (installmentId: string) => {
  const [row] = await queryRows<{ fee: number }>(
    t.app.db,
    sql`select late_fee_cents as fee from installments where id = ${installmentId}`,
  );
  return row?.fee;
};

describe('a late-fee waiver through a second admin', () => {
  afterAll(async () => {
    // The fees, the waivers approved and refused: every loan still replays to its rows.
    await expectLedgerConsistent(t.app.db);
  });

  it('waits for another admin, who approves it: only then is the fee forgiven', async () => {
    const { installmentId } = await installmentWithFee();
    const asked = await askWaiver(installmentId);
    expect(asked.status).toBe(202);
    expect(asked.body.data.approval).toEqual({ id: expect.any(String), status: 'PENDING' });
    expect(await feeOf(installmentId)).toBe(2500);
    const id = asked.body.data.approval.id as string;

    const again = await askWaiver(installmentId, checker);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('APPROVAL_ALREADY_PENDING');

    const queue = await call(t.app, 'GET', '/api/admin/approvals?status=PENDING', { token: checker });
    expect(queue.status).toBe(200);
    expect(queue.body.data.approvals.find((a: { id: string }) => a.id === id)).toMatchObject({
      kind: 'LATE_FEE_WAIVER',
      status: 'PENDING',
      summary: expect.stringMatching(/^Exonerar USD\s25\.00 de mora de la cuota 1$/),
      reason: 'Cliente hospitalizado',
      requestedBy: 'operador',
      customerName: 'Mora Exonerada',
      applicationNumber: expect.stringMatching(/^SOL-/),
    });
    const count = await call(t.app, 'GET', '/api/admin/approvals/pending-count', { token: checker });
    expect(count.body.data.pending).toBeGreaterThanOrEqual(1);

    const own = await decide(id, 'approve', maker);
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('SAME_APPROVER');
    expect(await feeOf(installmentId)).toBe(2500);

    const approved = await decide(id, 'approve', checker, 'Comprobado con el hospital');
    expect(approved.status).toBe(200);
    expect(approved.body.data.approval).toEqual({ id, status: 'APPROVED' });
    expect(await feeOf(installmentId)).toBe(0);

    const twice = await decide(id, 'reject', secondChecker);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('APPROVAL_ALREADY_DECIDED');
    const done = await call(t.app, 'GET', '/api/admin/approvals?status=APPROVED', { token: maker });
    expect(done.body.data.approvals.find((a: { id: string }) => a.id === id)).toMatchObject({
      decidedBy: 'admin',
      notes: 'Comprobado con el hospital',
      decidedAt: expect.any(String),
    });
  });

  it('leaves the fee as it was when the request is rejected', async () => {
    const { installmentId } = await installmentWithFee();
    const asked = await askWaiver(installmentId);
    const rejected = await decide(asked.body.data.approval.id, 'reject', checker, 'No corresponde');
    expect(rejected.body.data.approval.status).toBe('REJECTED');
    expect(await feeOf(installmentId)).toBe(2500);
    // Decided, it no longer blocks a new request for the same fee.
    expect((await askWaiver(installmentId)).status).toBe(202);
  });

  it('refuses to forgive a fee already paid in the meantime, and keeps the request pending', async () => {
    const { installmentId, amount } = await installmentWithFee();
    const asked = await askWaiver(installmentId);
    const paid = await call(t.app, 'POST', '/api/admin/payments/apply', {
      token: checker,
      body: {
        paymentIds: [installmentId],
        totalAmountReceived: Math.round((amount + 25) * 100) / 100,
        paymentMethod: 'CASH',
        paymentDate: businessToday(clock.now()),
      },
    });
    expect(paid.body).toMatchObject({ success: true });
    const approve = await decide(asked.body.data.approval.id, 'approve', checker);
    expect(approve.status).toBe(409);
    expect(approve.body.code).toBe('INSTALLMENT_ALREADY_PAID');
    const queue = await call(t.app, 'GET', '/api/admin/approvals?status=PENDING&limit=100', {
      token: checker,
    });
    expect(queue.body.data.approvals.map((a: { id: string }) => a.id)).toContain(asked.body.data.approval.id);
  });

  it('has exactly one winner when two admins decide at the same moment', async () => {
    const { installmentId } = await installmentWithFee();
    const asked = await askWaiver(installmentId);
    const id = asked.body.data.approval.id as string;
    const results = await Promise.all([decide(id, 'approve', checker), decide(id, 'reject', secondChecker)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)?.body.data.approval.status;
    expect(await feeOf(installmentId)).toBe(winner === 'APPROVED' ? 0 : 2500);
    const audits = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from audit_log where action in ('approval_approved', 'approval_rejected')
        and changes->'approval'->>'from' like 'Exonerar%' and entity_id = (
          select application_id::text from approvals where id = ${id})`,
    );
    expect(audits[0]?.n).toBe(1);
  });
});

describe('the approvals routes refuse what they must', () => {
  it('answers 401, 403, 404 and 400 in the envelope', async () => {
    expect((await call(t.app, 'GET', '/api/admin/approvals')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/approvals', { token: vendor })).status).toBe(403);
    const unknown = await decide('00000000-0000-4000-8000-000000000000', 'approve', checker);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('APPROVAL_NOT_FOUND');
    expect((await decide('not-an-id', 'approve', checker)).status).toBe(400);
    const badStatus = await call(t.app, 'GET', '/api/admin/approvals?status=LOST', { token: checker });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.success).toBe(false);
  });

  it('refuses a waiver for an installment with no fee to forgive', async () => {
    // The second installment is not due yet: no fee.
    const { installments } = loans.shift() as (typeof loans)[number];
    const res = await askWaiver((installments[1] as ScheduledInstallment).id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('NO_LATE_FEE');
  });
});
