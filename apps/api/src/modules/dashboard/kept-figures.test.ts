import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { call, loginAs } from '../../test/auth-helpers.ts';
import { expectKeptCountsConsistent } from '../../test/ledger-invariants.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * The dashboards read figures kept by the write path (migration 0021): live, verified and active
 * customers, applications by status with their financed amounts and sale values. After any mix of
 * writes they must equal a full recount, and `recount_kept_figures()` must mend them if they drift.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
});
afterAll(() => t.close());

const rows = <T>(query: SQL) => queryRows<T>(t.app.db, query);

/** A small deterministic generator (mulberry32): the same seed replays the same mix. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const STATUSES = ['PENDING', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'DISBURSED'];
const someApplication = sql`(select id from credit_applications order by random() limit 1)`;
const someCustomer = sql`(select id from customers order by random() limit 1)`;

/** Every kind of write the kept figures follow, one or many rows at a time. */
const operations: Array<(pick: () => number) => SQL> = [
  (pick) =>
    sql`update credit_applications set status = ${STATUSES[Math.floor(pick() * STATUSES.length)]}
      where id = ${someApplication}`,
  (pick) =>
    sql`update credit_applications set status = ${STATUSES[Math.floor(pick() * STATUSES.length)]}
      where id in (select id from credit_applications order by random() limit 3)`,
  () => sql`update credit_applications set deleted_at = now() where id = ${someApplication}`,
  () => sql`update credit_applications set deleted_at = null where id = ${someApplication}`,
  (pick) =>
    sql`update credit_applications set financed_cents = financed_cents + ${Math.floor(pick() * 5000)},
      sale_value_cents = sale_value_cents + ${Math.floor(pick() * 5000)} where id = ${someApplication}`,
  () => sql`update credit_applications set customer_id = ${someCustomer} where id = ${someApplication}`,
  () => sql`insert into credit_applications (customer_id, vendor_id, motorcycle_id, status,
      sale_value_cents, down_payment_cents, financed_cents, loan_term_months, monthly_rate,
      monthly_payment_cents, quincenal_payment_cents, total_to_pay_cents, total_interest_cents)
    select ${someCustomer}, vendor_id, motorcycle_id, status, sale_value_cents, down_payment_cents,
      financed_cents, loan_term_months, monthly_rate, monthly_payment_cents, quincenal_payment_cents,
      total_to_pay_cents, total_interest_cents
    from credit_applications order by random() limit 2`,
  (pick) =>
    sql`update credit_applications set loan_term_months = ${[12, 18, 24][Math.floor(pick() * 3)]},
      motorcycle_id = (select id from motorcycles order by random() limit 1) where id = ${someApplication}`,
  (pick) =>
    sql`update motorcycles set brand = ${['Honda', 'HONDA', 'Yamaha', 'Bajaj'][Math.floor(pick() * 4)]}
      where id = (select motorcycle_id from credit_applications order by random() limit 1)`,
  () => sql`update customers set is_verified = not is_verified where id = ${someCustomer}`,
  (pick) =>
    sql`update customers set city = ${['Panamá', ' Colón ', '', null, 'David'][Math.floor(pick() * 5)]},
      date_of_birth = date '1990-01-01' + ${Math.floor(pick() * 9000)}::int where id = ${someCustomer}`,
  () => sql`update customers set created_by_vendor_id = (select id from vendors order by random() limit 1),
      created_at = created_at - interval '3 days' where id = ${someCustomer}`,
  () => sql`update customers set deleted_at = now() where id = ${someCustomer}`,
  () => sql`update customers set deleted_at = null where id = ${someCustomer}`,
  // Writes nothing counted: a sign-in's attempt counter, a note.
  () => sql`update customers set pin_failed_attempts = pin_failed_attempts where id = ${someCustomer}`,
  () => sql`update credit_applications set notes = 'revisada' where id = ${someApplication}`,
];

/** The dashboard's answer beside a recount of the rows. */
async function dashboardAgrees() {
  const [expected] = await rows<Record<string, number>>(sql`select
      (select count(*)::int from customers where deleted_at is null) as customers,
      (select count(*)::int from customers c where deleted_at is null and exists (select 1
        from credit_applications a where a.customer_id = c.id and a.deleted_at is null
        and a.status in ('APPROVED', 'DISBURSED'))) as active,
      (select count(*)::int from credit_applications where deleted_at is null) as total,
      (select coalesce(sum(financed_cents), 0)::int from credit_applications
        where deleted_at is null and status = 'DISBURSED') as lent`);
  const res = await call(t.app, 'GET', '/api/admin/dashboard', { token: admin });
  expect(res.status).toBe(200);
  const d = res.body.data;
  expect(d.customers).toEqual({ total: expected?.customers, active: expected?.active });
  expect(d.creditApplications.total).toBe(expected?.total);
  expect(Math.round(d.financial.totalDisbursed * 100)).toBe(expected?.lent);
}

describe('the kept dashboard figures', () => {
  it.each([1, 2, 3])('equal a full recount after a random mix of writes (seed %i)', async (seed) => {
    const pick = random(seed);
    for (let step = 0; step < 40; step++) {
      const operation = operations[Math.floor(pick() * operations.length)] as (typeof operations)[number];
      const rollBack = pick() < 0.15;
      await t.app.db
        .transaction(async (tx) => {
          await tx.execute(operation(pick));
          if (rollBack) throw new Error('rolled back');
        })
        .catch((error: Error) => {
          if (error.message !== 'rolled back') throw error;
        });
    }
    await expectKeptCountsConsistent(t.app.db);
    await dashboardAgrees();
    // Folded by the daily prune, they still agree.
    await rows(sql`select fold_list_counts()`);
    await expectKeptCountsConsistent(t.app.db);
  });

  it('are mended by recount_kept_figures() when they drift', async () => {
    await t.app.db.execute(sql`insert into customer_counts (customers, verified, active) values (5, 2, 3)`);
    await t.app.db.execute(sql`insert into application_counts (vendor_id, status, applications, financed_cents)
      values (null, 'DISBURSED', 1, 99)`);
    await t.app.db.execute(sql`update customer_loan_counts set loans = loans + 1
      where customer_id = (select customer_id from customer_loan_counts limit 1)`);
    await expect(expectKeptCountsConsistent(t.app.db)).rejects.toThrow();
    const [recount] = await rows<{ written: number }>(sql`select recount_kept_figures() as written`);
    expect(recount?.written).toBeGreaterThan(0);
    await expectKeptCountsConsistent(t.app.db);
    await dashboardAgrees();
  });
});

describe.runIf(process.env.DATABASE_URL)('the kept customer figures under concurrency (PostgreSQL)', () => {
  it('stay exact while the same customers are approved and deleted at once', async () => {
    // Ten customers with one pending application each, nothing else counted for them.
    const pending = await rows<{ application: string; customer: string }>(sql`
      with fresh as (
        insert into customers (phone_number, first_name, last_name)
        select '6' || lpad((7000000 + g)::text, 7, '0'), 'Carrera', 'Prueba' || g from generate_series(1, 10) g
        returning id
      )
      insert into credit_applications (customer_id, vendor_id, motorcycle_id, status, sale_value_cents,
        down_payment_cents, financed_cents, loan_term_months, monthly_rate, monthly_payment_cents,
        quincenal_payment_cents, total_to_pay_cents, total_interest_cents)
      select fresh.id, a.vendor_id, a.motorcycle_id, 'PENDING', a.sale_value_cents, a.down_payment_cents,
        a.financed_cents, a.loan_term_months, a.monthly_rate, a.monthly_payment_cents,
        a.quincenal_payment_cents, a.total_to_pay_cents, a.total_interest_cents
      from fresh cross join (select * from credit_applications limit 1) a
      returning id as application, customer_id as customer`);
    expect(pending).toHaveLength(10);
    await Promise.all(
      pending.flatMap(({ application, customer }) => [
        t.app.db.execute(sql`update credit_applications set status = 'APPROVED' where id = ${application}`),
        t.app.db.execute(sql`update customers set deleted_at = now() where id = ${customer}`),
      ]),
    );
    await expectKeptCountsConsistent(t.app.db);
    await Promise.all(
      pending.flatMap(({ application, customer }) => [
        t.app.db.execute(sql`update credit_applications set status = 'REJECTED' where id = ${application}`),
        t.app.db.execute(sql`update customers set deleted_at = null where id = ${customer}`),
      ]),
    );
    await expectKeptCountsConsistent(t.app.db);
  });

  it('count a customer in a brand while any of its applications is of that brand, however they are deleted at once', async () => {
    // Ten customers with two live applications each, of one motorcycle: both are deleted at once.
    const pairs = await rows<{ first: string; second: string }>(sql`
      with fresh as (
        insert into customers (phone_number, first_name, last_name)
        select '6' || lpad((7100000 + g)::text, 7, '0'), 'Marca', 'Prueba' || g from generate_series(1, 10) g
        returning id
      ), made as (
        insert into credit_applications (customer_id, vendor_id, motorcycle_id, status, sale_value_cents,
          down_payment_cents, financed_cents, loan_term_months, monthly_rate, monthly_payment_cents,
          quincenal_payment_cents, total_to_pay_cents, total_interest_cents)
        select fresh.id, a.vendor_id, a.motorcycle_id, 'PENDING', a.sale_value_cents, a.down_payment_cents,
          a.financed_cents, a.loan_term_months, a.monthly_rate, a.monthly_payment_cents,
          a.quincenal_payment_cents, a.total_to_pay_cents, a.total_interest_cents
        from fresh cross join (select * from credit_applications limit 1) a cross join generate_series(1, 2)
        returning id, customer_id
      )
      select min(id::text) as first, max(id::text) as second from made group by customer_id`);
    expect(pairs).toHaveLength(10);
    await Promise.all(
      pairs.flatMap(({ first, second }) =>
        [first, second].map((id) =>
          t.app.db.execute(sql`update credit_applications set deleted_at = now() where id = ${id}::uuid`),
        ),
      ),
    );
    await expectKeptCountsConsistent(t.app.db);
  });
});
