import { toCents } from '@quincena/shared';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { call, loginAs } from '../test/auth-helpers.ts';
import { expectLedgerConsistent } from '../test/ledger-invariants.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClock } from '../test/test-clock.ts';
import { JOBS, type JobDeps } from './jobs.ts';

// Demo data seeded on 12/08; three weeks later many of its installments are due, overdue or past grace.
const clock = new TestClock('2026-08-12T15:00:00Z');
const RUNS = 20;

// Concurrency is real only on a server: PGlite runs one statement at a time.
describe.runIf(process.env.DATABASE_URL)('jobs under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let deps: JobDeps;
  const rows = <T>(query: SQL) => queryRows<T>(t.app.db, query);
  const concurrently = (job: keyof typeof JOBS) =>
    Promise.all(Array.from({ length: RUNS }, () => JOBS[job](deps)));
  const sum = (results: { processed: number }[]) => results.reduce((s, r) => s + r.processed, 0);

  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'true' }, clock });
    deps = { db: t.app.db, clock, sms: t.app.sms, log: t.app.log, storage: t.app.documentStorage };
    clock.set('2026-09-02T15:00:00Z');
  });
  afterAll(() => t.close());

  it(`${RUNS} late-fee runs at once assess each installment exactly once, to the cent`, async () => {
    const dueForLateFee = sql`
      select i.id from installments i join credit_applications a on a.id = i.application_id
      where a.status in ('APPROVED', 'DISBURSED') and a.deleted_at is null and i.paid_at is null
        and i.late_fee_assessed_at is null and i.due_date + 5 < '2026-09-02'::date`;
    const owed = sql`
      select coalesce(sum(amount_cents + late_fee_cents - paid_late_fee_cents - paid_interest_cents
        - paid_principal_cents), 0)::int as cents from installments`;
    const due = await rows<{ id: string }>(dueForLateFee);
    expect(due.length).toBeGreaterThan(5);
    const [paidMeanwhile, ...toAssess] = due.map((r) => r.id);
    const [owedBefore] = await rows<{ cents: number }>(owed);

    // A payment holds the rows (as applying money does, FOR UPDATE) while the runs start, and pays one:
    // every run queues behind it and must re-check each row once it lets go.
    let release = () => {};
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const payment = t.app.db.transaction(async (tx) => {
      await tx.execute(sql`select id from installments where id in (${dueForLateFee}) for update`);
      const [paid] = await queryRows<{ owed: number }>(
        tx,
        sql`update installments set paid_interest_cents = interest_cents, paid_principal_cents = principal_cents,
              paid_at = due_date where id = ${paidMeanwhile}
            returning amount_cents + late_fee_cents as owed`,
      );
      // The receipt's ledger entry, as the loans module appends it beside the installment's write.
      await tx.execute(
        sql`insert into loan_transactions (application_id, type, value_date, amount_cents, principal_cents,
              interest_cents, installment_ids, actor_role)
            select application_id, 'REPAYMENT', due_date, interest_cents + principal_cents, principal_cents,
              interest_cents, array[id], 'system' from installments where id = ${paidMeanwhile}`,
      );
      locked();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return paid?.owed ?? 0;
    });
    await isLocked;
    const runs = concurrently('late-fees');
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    const paidCents = await payment;
    const results = await runs;
    expect(sum(results)).toBe(toAssess.length);

    const fee = toCents(25);
    const [after] = await rows<{
      assessed: number;
      audits: number;
      audited: number;
      paidAssessed: number;
    }>(sql`
      select (select count(*)::int from installments where late_fee_assessed_at is not null
                and late_fee_cents = ${fee} and id in (${sql.join(toAssess, sql`, `)})) as assessed,
             (select count(*)::int from audit_log where action = 'late_fee_assessed') as audits,
             (select count(distinct entity_id)::int from audit_log where action = 'late_fee_assessed') as audited,
             (select count(*)::int from installments where id = ${paidMeanwhile}
                and late_fee_assessed_at is not null) as "paidAssessed"`);
    expect(after).toEqual({
      assessed: toAssess.length,
      audits: toAssess.length,
      audited: toAssess.length,
      paidAssessed: 0,
    });
    const [owedAfter] = await rows<{ cents: number }>(owed);
    expect(owedAfter?.cents).toBe((owedBefore?.cents ?? 0) - paidCents + toAssess.length * fee);
    expect(sum(await concurrently('late-fees'))).toBe(0);
  });

  it(`${RUNS} reminder runs at once text each installment once per kind`, async () => {
    const pendingByPhone = sql`
      select c.phone_number as phone,
        (count(*) filter (where i.reminder_sent_at is null and i.due_date between '2026-09-02' and '2026-09-05')
          + count(*) filter (where i.overdue_notice_sent_at is null and i.due_date < '2026-09-02'))::int as count
      from installments i join credit_applications a on a.id = i.application_id
      join customers c on c.id = a.customer_id
      where a.status in ('APPROVED', 'DISBURSED') and a.deleted_at is null and i.paid_at is null
      group by c.phone_number having count(*) > 0 order by phone`;
    const expected = (await rows<{ phone: string; count: number }>(pendingByPhone)).filter(
      (r) => r.count > 0,
    );
    const total = expected.reduce((s, r) => s + r.count, 0);
    expect(total).toBeGreaterThan(5);
    const since = clock.now().toISOString();

    const results = await concurrently('payment-reminders');
    expect(sum(results)).toBe(total);
    expect(results.every((r) => r.skipped === 0)).toBe(true);
    const sent = await rows<{ phone: string; count: number }>(sql`
      select "to" as phone, count(*)::int as count from sms_outbox
      where status = 'sent' and (body like '%recordamos%' or body like '%venció%') and created_at >= ${since}
      group by "to" order by phone`);
    expect(sent).toEqual(expected);
    expect(sum(await concurrently('payment-reminders'))).toBe(0);
  });

  it('keeps what falls due in step when a loan is deleted while a late fee is being written', async () => {
    // An approved loan with no money in, and one of its unpaid installments.
    const [item] = await rows<{ id: string; loan: string }>(sql`
      select i.id, a.id as loan from credit_applications a join installments i on i.application_id = a.id
      where a.status = 'APPROVED' and a.deleted_at is null and i.paid_at is null
        and not exists (select 1 from payments p where p.application_id = a.id)
      limit 1`);
    expect(item).toBeDefined();
    // A late fee written and not yet committed (as the job does) while the deletion arrives: the
    // deletion must wait for it and take it back with the rest.
    let release = () => {};
    let written = () => {};
    const isWritten = new Promise<void>((resolve) => {
      written = resolve;
    });
    const fee = t.app.db.transaction(async (tx) => {
      await tx.execute(
        sql`update installments set late_fee_cents = late_fee_cents + 2500 where id = ${item?.id}`,
      );
      written();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await isWritten;
    const superAdmin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
    const deletion = call(t.app, 'DELETE', `/api/admin/credit-applications/${item?.loan}`, {
      token: superAdmin,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await fee;
    expect((await deletion).status).toBe(200);
    await expectLedgerConsistent(t.app.db);
    // Folds running at once keep every sum.
    await Promise.all(Array.from({ length: 3 }, () => JOBS.prune(deps)));
    await expectLedgerConsistent(t.app.db);
  });
});
