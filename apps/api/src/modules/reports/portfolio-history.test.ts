import { addDays, businessToday, type IsoDate } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { call, loginAs } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TestClock } from '../../test/test-clock.ts';
import { amountsAhead, type Portfolio, portfolios } from './reports.repository.ts';

/*
 * The portfolio of a past date is the sum of the loan book's days up to it (ADR 040). Checked here
 * against a plain recount from the installments and the allocations (principal outstanding =
 * principal scheduled − principal that receipts dated by then paid; late = an installment due
 * before the date and not settled by then), on the demo portfolio, before and after money arrives
 * for a loan that was in arrears.
 */

const clock = new TestClock('2026-10-20T15:00:00Z');
const today = businessToday(clock.now());
const DATES: IsoDate[] = [today, ...[1, 10, 20, 40, 91, 365].map((days) => addDays(today, -days))];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' }, clock });
});
afterAll(() => t.close());

async function recount(d: IsoDate): Promise<Portfolio> {
  const [row] = await queryRows<Record<string, string | null>>(
    t.app.db,
    sql`with loans as (
      select a.id,
        (select sum(i.principal_cents) from installments i where i.application_id = a.id)
          - coalesce((select sum(al.principal_cents) from payment_allocations al
              join payments p on p.id = al.payment_id
              where p.application_id = a.id and p.payment_date <= ${d}::date), 0) as held,
        (select max(${d}::date - i.due_date) from installments i
          where i.application_id = a.id and (i.paid_at is null or i.paid_at > ${d}::date)) as late
      from credit_applications a
      where a.deleted_at is null and a.status = 'DISBURSED'
        and a.disbursed_at < ((${d}::date + 1)::timestamp at time zone 'America/Panama')
    )
    select sum(held) as outstanding, sum(held) filter (where late >= 1) as par1,
      sum(held) filter (where late >= 30) as par30, sum(held) filter (where late >= 60) as par60,
      sum(held) filter (where late >= 90) as par90
    from loans`,
  );
  const n = (v: string | null | undefined) => Number(v ?? 0);
  return {
    outstandingCents: n(row?.outstanding),
    atRiskCents: { par1: n(row?.par1), par30: n(row?.par30), par60: n(row?.par60), par90: n(row?.par90) },
  };
}

const recountAll = () => Promise.all(DATES.map(recount));

describe('the portfolio of a past date', () => {
  it('agrees with a recount from the installments, before and after a loan in arrears pays up', async () => {
    const before = await portfolios(t.app.db, DATES, today, {});
    expect(before).toEqual(await recountAll());
    // The demo holds a loan in arrears: without one this test would prove little.
    expect(before[0]?.atRiskCents.par1).toBeGreaterThan(0);

    // Everything a loan in arrears owes, paid today.
    const [loan] = await queryRows<{ id: string }>(
      t.app.db,
      sql`select i.application_id as id from installments i
        join credit_applications a on a.id = i.application_id and a.status = 'DISBURSED'
        where i.paid_at is null and i.due_date < ${addDays(today, -10)}::date
        order by i.due_date limit 1`,
    );
    const open = await queryRows<{ id: string; owed: number }>(
      t.app.db,
      sql`select id, amount_cents + late_fee_cents - paid_late_fee_cents - paid_interest_cents - paid_principal_cents as owed
        from installments where application_id = ${loan?.id} and paid_at is null and due_date < ${today}::date`,
    );
    const admin = await loginAs(t.app, 'admin', 'operador', 'operador12345');
    const paid = await call(t.app, 'POST', '/api/admin/payments/apply', {
      token: admin,
      body: {
        paymentIds: open.map((i) => i.id),
        totalAmountReceived: open.reduce((sum, i) => sum + i.owed, 0) / 100,
        paymentMethod: 'CASH',
        paymentDate: today,
      },
    });
    expect(paid.status).toBe(201);

    const after = await portfolios(t.app.db, DATES, today, {});
    expect(after).toEqual(await recountAll());
    // The past stands as it was; today the loan is out of arrears and owes less.
    expect(after.slice(1)).toEqual(before.slice(1));
    expect(after[0]?.outstandingCents).toBeLessThan(before[0]?.outstandingCents as number);
    expect(after[0]?.atRiskCents.par1).toBeLessThan(before[0]?.atRiskCents.par1 as number);
  });
});

describe('the sums over the loan book', () => {
  const ahead = async () => {
    const [row] = await queryRows<{ owed: string | null }>(
      t.app.db,
      sql`select sum(i.amount_cents + i.late_fee_cents - i.paid_late_fee_cents - i.paid_interest_cents - i.paid_principal_cents) as owed
        from installments i join credit_applications a on a.id = i.application_id
        where a.deleted_at is null and a.status in ('APPROVED', 'DISBURSED')
          and i.paid_at is null and i.due_date >= ${today}::date and i.due_date < ${today}::date + 365`,
    );
    return Number(row?.owed ?? 0);
  };

  it('leave out a deleted loan, though its installments stay', async () => {
    const [loan] = await queryRows<{ id: string }>(
      t.app.db,
      sql`select a.id from credit_applications a where a.status = 'APPROVED' and a.deleted_at is null
        and not exists (select 1 from payments p where p.application_id = a.id) limit 1`,
    );
    const before = await amountsAhead(t.app.db, today, {});
    expect(before.days365).toBe(await ahead());
    const superAdmin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
    const deleted = await call(t.app, 'DELETE', `/api/admin/credit-applications/${loan?.id}`, {
      token: superAdmin,
    });
    expect(deleted.status).toBe(200);
    const after = await amountsAhead(t.app.db, today, {});
    expect(after.days365).toBe(await ahead());
    expect(after.days365).toBeLessThan(before.days365);
  });
});
