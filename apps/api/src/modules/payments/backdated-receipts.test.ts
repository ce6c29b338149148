import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { approveNewLoan, type ScheduledInstallment } from '../../test/applications.ts';
import { call, loginAs } from '../../test/auth-helpers.ts';
import { expectLedgerConsistent } from '../../test/ledger-invariants.ts';
import { nameTag } from '../../test/names.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';

/*
 * Back-dated receipts (PRODUCT.md §9, issue 23 item 5): a receipt takes its place in the loan's
 * history by its payment date, moves ahead of the receipts dated after it, and cancels a late fee
 * it makes undeserved (the installment paid within the grace period). The late fee is 25.00 after
 * 5 days of grace.
 */

// Loans approved on 2026-08-12 fall due on 2026-08-31, 2026-09-15, 2026-09-30 …
const clock = new TestClock('2026-08-12T15:00:00Z');
const panamaMorning = (date: string) => `${date}T15:00:00Z`;
const Q = 103.42; // quincenal payment of 2000 − 400 over 12 months

let t: TestApp;
let admin: string;
let vendor: string;
let counter = 0;

type Installment = ScheduledInstallment;
const loans: { id: string; installments: Installment[] }[] = [];

async function approvedLoan() {
  counter += 1;
  const loan = await approveNewLoan(
    t.app,
    { vendor, admin },
    {
      firstName: 'Atraso',
      lastName: `Prueba ${nameTag(counter)}`,
      phoneNumber: `6394${String(counter).padStart(4, '0')}`,
    },
  );
  return loan;
}

/** Moves the clock and opens new sessions at the new time. */
async function today(date: string) {
  clock.set(panamaMorning(date));
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
}

const pay = (installmentIds: string[], amount: number, paymentDate: string) =>
  call(t.app, 'POST', '/api/admin/payments/apply', {
    token: admin,
    body: { paymentIds: installmentIds, totalAmountReceived: amount, paymentMethod: 'CASH', paymentDate },
  });

const installmentRow = async (id: string) => {
  const [row] = await queryRows<{
    fee: number;
    assessed: boolean;
    paidFee: number;
    paidInterest: number;
    paidPrincipal: number;
    paidAt: string | null;
  }>(
    t.app.db,
    sql`select late_fee_cents as fee, late_fee_assessed_at is not null as assessed,
      paid_late_fee_cents as "paidFee", paid_interest_cents as "paidInterest",
      paid_principal_cents as "paidPrincipal", paid_at::text as "paidAt"
      from installments where id = ${id}`,
  );
  return row;
};

const allocationsOf = (paymentId: string) =>
  queryRows<{ installmentId: string; fee: number; interest: number; principal: number }>(
    t.app.db,
    sql`select a.installment_id as "installmentId", a.late_fee_cents as fee, a.interest_cents as interest,
      a.principal_cents as principal
      from payment_allocations a join installments i on i.id = a.installment_id
      where a.payment_id = ${paymentId} order by i.payment_number`,
  );

const cents = (amount: number) => Math.round(amount * 100);

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' }, clock });
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  await t.app.db.execute(sql`
    update settings set value = value || jsonb_build_object('payments',
      value->'payments' || '{"latePaymentFee": 25, "gracePeriod": 5}'::jsonb)
    where key = 'system'`);
  for (let k = 0; k < 3; k += 1) loans.push(await approvedLoan());
}, 300_000);
afterAll(() => t?.close());

describe('a back-dated receipt', () => {
  it('moves ahead of a receipt dated after it, to the exact cent', async () => {
    const loan = loans[0] as (typeof loans)[number];
    const [i1, i2, i3] = loan.installments as [Installment, Installment, Installment];
    await today('2026-08-25');
    // Posted first, dated 20/08: the first installment and 46.58 beyond it, to the second.
    const later = await pay([i1.id], 150, '2026-08-20');
    expect(later.status).toBe(201);
    // Posted second, dated 15/08, for the second installment: it is applied before the other one.
    const earlier = await pay([i2.id], Q, '2026-08-15');
    expect(earlier.status).toBe(201);
    expect(earlier.body.data).toEqual({
      payment: {
        id: expect.any(String),
        applicationId: loan.id,
        amount: Q,
        appliedAmount: Q,
        unappliedAmount: 0,
      },
      installments: [{ id: i2.id, paidAmount: Q, isPaid: true }],
    });

    expect(await allocationsOf(earlier.body.data.payment.id)).toEqual([
      { installmentId: i2.id, fee: 0, interest: cents(i2.interest), principal: cents(i2.principal) },
    ]);
    // The later receipt's 46.58 beyond the first installment now reaches the third, all of it
    // interest (56.75 is owed there): interest before principal.
    expect(cents(i3.interest)).toBeGreaterThan(4658);
    expect(await allocationsOf(later.body.data.payment.id)).toEqual([
      { installmentId: i1.id, fee: 0, interest: cents(i1.interest), principal: cents(i1.principal) },
      { installmentId: i3.id, fee: 0, interest: 4658, principal: 0 },
    ]);
    expect(await installmentRow(i2.id)).toMatchObject({
      paidInterest: cents(i2.interest),
      paidAt: '2026-08-15',
    });
    expect(await installmentRow(i3.id)).toMatchObject({ paidInterest: 4658, paidPrincipal: 0, paidAt: null });
  });

  it('paying within the grace period cancels the late fee charged on day 6', async () => {
    const loan = loans[1] as (typeof loans)[number];
    const [i1] = loan.installments as [Installment];
    // Due 31/08 with 5 days of grace: the job charges the fee on 06/09.
    await today('2026-09-06');
    const job = await call(t.app, 'POST', '/api/admin/jobs/late-fees/run', { token: admin });
    expect(job.status).toBe(200);
    expect(await installmentRow(i1.id)).toMatchObject({ fee: 2500, assessed: true, paidAt: null });

    // On 08/09 the admin records the cash received on 03/09: what the installment owed that day.
    await today('2026-09-08');
    const receipt = await pay([i1.id], Q, '2026-09-03');
    expect(receipt.status).toBe(201);
    expect(receipt.body.data.payment).toMatchObject({ appliedAmount: Q, unappliedAmount: 0 });
    expect(receipt.body.data.installments).toEqual([{ id: i1.id, paidAmount: Q, isPaid: true }]);
    expect(await installmentRow(i1.id)).toEqual({
      fee: 0,
      assessed: false,
      paidFee: 0,
      paidInterest: cents(i1.interest),
      paidPrincipal: cents(i1.principal),
      paidAt: '2026-09-03',
    });

    const audit = await queryRows<{ actorRole: string; changes: unknown }>(
      t.app.db,
      sql`select actor_role as "actorRole", changes from audit_log
        where entity_type = 'installment' and entity_id = ${i1.id} and action = 'late_fee_cancelled'`,
    );
    expect(audit).toEqual([{ actorRole: 'admin', changes: { lateFee: { from: 25, to: 0 } } }]);

    // The ledger keeps the LATE_FEE entry; the loan owes no fee and the entry moves nothing.
    const detail = await call(t.app, 'GET', `/api/admin/loans/${loan.id}`, { token: admin });
    expect(detail.status).toBe(200);
    expect(detail.body.data.loan.lateFeesOutstanding).toBe(0);
    expect(detail.body.data.installments[0]).toMatchObject({ lateFee: 0, paidAmount: Q, isPaid: true });
    const fees = detail.body.data.transactions.filter((e: { type: string }) => e.type === 'LATE_FEE');
    expect(fees).toEqual([expect.objectContaining({ valueDate: '2026-09-06', amount: 25, lateFee: 0 })]);

    // The job does not charge it again: the installment is paid.
    const again = await call(t.app, 'POST', '/api/admin/jobs/late-fees/run', { token: admin });
    expect(again.status).toBe(200);
    expect(await installmentRow(i1.id)).toMatchObject({ fee: 0, assessed: false });

    const journal = await call(t.app, 'GET', '/api/admin/accounting/journal?from=2026-08-01&to=2026-09-30', {
      token: admin,
    });
    expect(journal.status).toBe(200);
    expect(journal.body.data.totals.debit).toBe(journal.body.data.totals.credit);
    const feeLines = journal.body.data.entries.filter(
      (e: { applicationId: string; date: string }) => e.applicationId === loan.id && e.date === '2026-09-06',
    );
    expect(feeLines).toEqual([]);
  });

  it('paid after the grace period, it keeps the fee and must cover it', async () => {
    const loan = loans[2] as (typeof loans)[number];
    const [i1] = loan.installments as [Installment];
    // The fee of 06/09 was charged by the job run above.
    expect(await installmentRow(i1.id)).toMatchObject({ fee: 2500, assessed: true });
    await today('2026-09-08');
    const short = await pay([i1.id], Q, '2026-09-06');
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      success: false,
      code: 'AMOUNT_BELOW_EXPECTED',
      details: { expected: 128.42, received: Q },
    });
    const receipt = await pay([i1.id], 128.42, '2026-09-06');
    expect(receipt.status).toBe(201);
    expect(receipt.body.data.installments).toEqual([{ id: i1.id, paidAmount: 128.42, isPaid: true }]);
    expect(await installmentRow(i1.id)).toMatchObject({
      fee: 2500,
      assessed: true,
      paidFee: 2500,
      paidAt: '2026-09-06',
    });
  });

  it('leaves every loan replaying to its rows', async () => {
    await expectLedgerConsistent(t.app.db);
  });
});
