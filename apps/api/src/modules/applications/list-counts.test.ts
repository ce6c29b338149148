import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { call, loginAs } from '../../test/auth-helpers.ts';
import { expectLedgerConsistent } from '../../test/ledger-invariants.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * The lists' totals and the status cards read counts kept by triggers (migrations 0011 and 0012). Every kind
 * of write moves them — many rows at once, soft and hard deletes, a vendor change, a rolled-back
 * statement — and they must always agree with a count of the rows.
 */
let t: TestApp;
let admin: string;
let vendor: string;
let vendorId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  admin = await loginAs(t.app, 'admin', 'operador', 'operador12345');
  vendor = await loginAs(t.app, 'vendor', 'vendedor', 'vendedor12345');
  const [row] = await rows<{ id: string }>(sql`select id from vendors where username = 'vendedor'`);
  vendorId = row?.id ?? '';
});
afterAll(() => t.close());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.app.db, query);
const get = (url: string, token: string) => call(t.app, 'GET', url, { token });

/** What the API answers as totals, beside a count of the rows. */
async function totalsAgree() {
  const [counted] = await rows<Record<string, number>>(sql`select
      (select count(*)::int from credit_applications where deleted_at is null) as "all",
      (select count(*)::int from credit_applications where deleted_at is null and status = 'PENDING') as pending,
      (select count(*)::int from credit_applications
        where deleted_at is null and vendor_id = ${vendorId} and status = 'PENDING') as "vendorPending",
      (select count(*)::int from vendor_customers where vendor_id = ${vendorId}) as links,
      (select count(*)::int from customers where deleted_at is null) as customers`);
  const list = await get('/api/admin/credit-applications?limit=1', admin);
  const pending = await get('/api/admin/credit-applications?status=PENDING&limit=1', admin);
  const mine = await get('/api/vendor/applications?status=PENDING&limit=1', vendor);
  const customers = await get('/api/vendor/customers?limit=1', vendor);
  expect(list.body.data.pagination.total).toBe(counted?.all);
  expect(list.body.data.summary.pending).toBe(counted?.pending);
  expect(pending.body.data.pagination.total).toBe(counted?.pending);
  expect(mine.body.data.pagination.total).toBe(counted?.vendorPending);
  expect(customers.body.data.pagination.total).toBe(counted?.links);
  const everyone = await get('/api/admin/customers?limit=1', admin);
  expect(everyone.body.data.pagination.total).toBe(counted?.customers);
  await expectLedgerConsistent(t.app.db);
}

describe('the kept counts of the lists', () => {
  it('follow inserts, status changes of many rows, deletions, vendor changes and rollbacks', async () => {
    await totalsAgree();
    const [seeded] = await rows<{ n: number }>(sql`select count(*)::int as n from credit_applications`);
    expect(seeded?.n).toBeGreaterThan(3);

    // Three new applications in one statement, copies of existing ones.
    await t.app.db.execute(sql`insert into credit_applications (customer_id, vendor_id, motorcycle_id,
        sale_value_cents, down_payment_cents, financed_cents, loan_term_months, monthly_rate,
        monthly_payment_cents, quincenal_payment_cents, total_to_pay_cents, total_interest_cents)
      select customer_id, ${vendorId}, motorcycle_id, sale_value_cents, down_payment_cents, financed_cents,
        loan_term_months, monthly_rate, monthly_payment_cents, quincenal_payment_cents, total_to_pay_cents,
        total_interest_cents
      from credit_applications limit 3`);
    await totalsAgree();

    // Many statuses at once, then a soft delete and a vendor change.
    await t.app.db.execute(sql`update credit_applications set status = 'REJECTED'
      where id in (select id from credit_applications where status = 'PENDING' order by created_at limit 2)`);
    await t.app.db.execute(sql`update credit_applications set deleted_at = now()
      where id = (select id from credit_applications where deleted_at is null and status = 'PENDING' limit 1)`);
    await t.app.db.execute(sql`update credit_applications set vendor_id = null
      where id = (select id from credit_applications where vendor_id is not null and deleted_at is null limit 1)`);
    await totalsAgree();

    // An update that changes nothing counted appends nothing.
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from application_counts`);
    await t.app.db.execute(sql`update credit_applications set notes = 'revisada'`);
    expect(await rows(sql`select count(*)::int as n from application_counts`)).toEqual(before);

    // A statement rolled back leaves the counts as they were.
    await expect(
      t.app.db.transaction(async (tx) => {
        await tx.execute(sql`update credit_applications set status = 'APPROVED' where status = 'REJECTED'`);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await totalsAgree();

    // A hard delete (an application without payments or documents) and a link removed.
    const [gone] = await rows<{ id: string }>(sql`select a.id from credit_applications a
      where not exists (select 1 from installments i where i.application_id = a.id)
        and not exists (select 1 from documents d where d.application_id = a.id)
        and not exists (select 1 from audit_log l where l.entity_id = a.id::text) limit 1`);
    expect(gone).toBeDefined();
    await t.app.db.execute(sql`delete from credit_applications where id = ${gone?.id}`);
    await t.app.db.execute(sql`delete from vendor_customers
      where (vendor_id, customer_id) = (select vendor_id, customer_id from vendor_customers
        where vendor_id = ${vendorId} limit 1)`);
    await totalsAgree();

    // A customer deleted and brought back, and one written without changing whether it counts.
    await t.app.db.execute(sql`update customers set deleted_at = now()
      where id = (select id from customers where deleted_at is null order by created_at limit 1)`);
    await totalsAgree();
    await t.app.db.execute(sql`update customers set deleted_at = null
      where id = (select id from customers where deleted_at is not null limit 1)`);
    const [kept] = await rows<{ n: number }>(sql`select count(*)::int as n from customer_counts`);
    await t.app.db.execute(sql`update customers set pin_failed_attempts = pin_failed_attempts`);
    expect(await rows(sql`select count(*)::int as n from customer_counts`)).toEqual([kept]);
    await totalsAgree();
  });

  it('are folded by the prune job into one row per key, keeping every sum', async () => {
    const [before] = await rows<{ n: number }>(sql`select count(*)::int as n from application_counts`);
    const run = await call(t.app, 'POST', '/api/admin/jobs/prune/run', {
      token: await loginAs(t.app, 'admin', 'admin', 'admin12345'),
    });
    expect(run.status).toBe(200);
    const [after] = await rows<{ n: number; keys: number }>(sql`select count(*)::int as n,
      count(distinct (vendor_id, status))::int as keys from application_counts`);
    expect(after?.n).toBeLessThan(before?.n ?? 0);
    expect(after?.n).toBe(after?.keys);
    await totalsAgree();
  });
});

describe.runIf(process.env.DATABASE_URL)('the kept counts under concurrency (PostgreSQL)', () => {
  it('stay exact with 20 applications created and changed at once, some rolled back', async () => {
    const statements = Array.from({ length: 20 }, (_, i) =>
      t.app.db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into credit_applications (customer_id, vendor_id, motorcycle_id,
              sale_value_cents, down_payment_cents, financed_cents, loan_term_months, monthly_rate,
              monthly_payment_cents, quincenal_payment_cents, total_to_pay_cents, total_interest_cents)
            select customer_id, ${vendorId}, motorcycle_id, sale_value_cents, down_payment_cents,
              financed_cents, loan_term_months, monthly_rate, monthly_payment_cents,
              quincenal_payment_cents, total_to_pay_cents, total_interest_cents
            from credit_applications limit 1`);
          await tx.execute(sql`update credit_applications set status = 'IN_REVIEW'
            where id = (select id from credit_applications where status = 'PENDING' and deleted_at is null
              order by created_at desc limit 1 for update skip locked)`);
          if (i % 4 === 0) throw new Error('rollback');
        })
        .catch((error: Error) => error.message),
    );
    const results = await Promise.all([
      ...statements,
      call(t.app, 'POST', '/api/admin/jobs/prune/run', {
        token: await loginAs(t.app, 'admin', 'admin', 'admin12345'),
      }),
    ]);
    expect(results.filter((r) => r === 'rollback')).toHaveLength(5);
    await totalsAgree();
  });
});
