import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerConsistent, expectLoansReplayTheirLedger } from '../../test/ledger-invariants.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../client.ts';
import { seedScale } from './scale.ts';

let t: TestApp;
const rows = <T>(query: SQL) => queryRows<T>(t.app.db, query);
let indexesBefore = 0;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  [{ n: indexesBefore }] = (await rows<{ n: number }>(
    sql`select count(*)::int as n from pg_indexes where schemaname = 'public'`,
  )) as [{ n: number }];
  await seedScale(t.app.db, { count: 120, today: '2026-11-22', lateFeeCents: 2500, graceDays: 5 });
});
afterAll(() => t.close());

describe('seedScale', () => {
  it('adds the customers, each with an application, and restores every index', async () => {
    const [counts] = await rows<{ customers: number; applications: number; indexes: number }>(sql`
      select (select count(*)::int from customers where phone_number like '+5078%') as customers,
             (select count(*)::int from credit_applications a join customers c on c.id = a.customer_id
               where c.phone_number like '+5078%') as applications,
             (select count(*)::int from pg_indexes where schemaname = 'public') as indexes`);
    expect(counts).toEqual({ customers: 120, applications: 120, indexes: indexesBefore });
  });

  it('keeps every schedule and every receipt exact to the cent', async () => {
    const [bad] = await rows<{ schedules: number; receipts: number }>(sql`
      select
        (select count(*)::int from credit_applications a
          where exists (select 1 from installments i where i.application_id = a.id)
            and a.total_to_pay_cents <> (select sum(amount_cents) from installments i where i.application_id = a.id)) as schedules,
        (select count(*)::int from payments p
          where p.amount_cents <> (select coalesce(sum(late_fee_cents + interest_cents + principal_cents), 0)
                                   from payment_allocations where payment_id = p.id)) as receipts`);
    expect(bad).toEqual({ schedules: 0, receipts: 0 });
  });

  it('writes the ledger as the migration backfills it: a disbursement per loan, an entry per receipt', async () => {
    const [missing] = await rows<{ loans: number; receipts: number }>(sql`
      select
        (select count(*)::int from credit_applications a
          where a.status in ('APPROVED', 'DISBURSED') and not exists (select 1 from loan_transactions t
            where t.application_id = a.id and t.type = 'DISBURSEMENT')) as loans,
        (select count(*)::int from payments p where not exists (select 1 from loan_transactions t
            where t.payment_id = p.id and t.type = 'REPAYMENT' and t.amount_cents = p.amount_cents)) as receipts`);
    expect(missing).toEqual({ loans: 0, receipts: 0 });
  });

  it("pays as a real book does: one receipt per installment paid, each paid on its receipt's date", async () => {
    const [paid] = await rows<{ installments: number; receipts: number; late: number; misdated: number }>(sql`
      select
        (select count(*)::int from installments
          where paid_late_fee_cents + paid_interest_cents + paid_principal_cents > 0) as installments,
        (select count(*)::int from payments) as receipts,
        (select count(*)::int from installments where paid_at > due_date + 30) as late,
        (select count(*)::int from installments i join payment_allocations al on al.installment_id = i.id
          join payments p on p.id = al.payment_id where i.paid_at is not null and i.paid_at <> p.payment_date) as misdated`);
    expect(paid?.installments).toBeGreaterThan(120);
    expect(paid?.receipts).toBe(paid?.installments);
    expect(paid?.late).toBe(0);
    expect(paid?.misdated).toBe(0);
  });

  it('writes a ledger every loan replays to its rows: fees, receipts and paid dates (the bench pays them)', async () => {
    await expectLoansReplayTheirLedger(t.app.db);
  });

  it('leaves every kept figure, the loan book it appended batch by batch too, equal to a recount', async () => {
    await expectLedgerConsistent(t.app.db);
    // Folded, as the daily prune leaves it: the reports read a row per day and key, not per batch.
    const [book] = await rows<{ rows: number; keys: number }>(sql`
      select count(*)::int as rows,
        count(distinct (day, vendor_id, motorcycle_id, term_months))::int as keys from loan_book_days`);
    expect(book?.rows).toBeGreaterThan(0);
    expect(book?.rows).toBe(book?.keys);
  });
});
