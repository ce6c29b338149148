import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TestClock } from '../test/test-clock.ts';
import { queryRows } from './client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' }, clock: new TestClock('2026-06-10T15:00:00Z') });
});
afterAll(() => t.close());

const rows = <T>(query: SQL) => queryRows<T>(t.app.db, query);

describe('first start on an empty database', () => {
  it('creates the first SUPER_ADMIN with a hashed password, and the demo accounts', async () => {
    const admins = await rows<{ username: string; role: string; password_hash: string }>(
      sql`select username, role, password_hash from admins order by username`,
    );
    expect(admins.map((a) => [a.username, a.role])).toEqual([
      ['admin', 'SUPER_ADMIN'],
      ['operador', 'ADMIN'],
    ]);
    for (const a of admins) expect(a.password_hash).toMatch(/^\$argon2id\$/);
    const vendors = await rows<{ username: string }>(sql`select username from vendors order by username`);
    expect(vendors.map((v) => v.username)).toEqual(['vendedor', 'vendedor2']);
  });

  it('loads applications in every status and about forty customers', async () => {
    const statuses = await rows<{ status: string }>(
      sql`select distinct status::text as status from credit_applications order by 1`,
    );
    expect(statuses.map((s) => s.status)).toEqual([
      'APPROVED',
      'DISBURSED',
      'IN_REVIEW',
      'PENDING',
      'REJECTED',
    ]);
    const [customers] = await rows<{ n: number }>(sql`select count(*)::int as n from customers`);
    expect(customers?.n).toBe(40);
  });

  it('gives the demo customer paid, partly paid, overdue and upcoming installments', async () => {
    const items = await rows<{
      due_date: string;
      amount_cents: number;
      paid: number;
      late_fee_cents: number;
    }>(sql`
      select i.due_date::text, i.amount_cents, i.late_fee_cents,
             i.paid_late_fee_cents + i.paid_interest_cents + i.paid_principal_cents as paid
      from installments i
      join credit_applications a on a.id = i.application_id
      join customers c on c.id = a.customer_id
      where c.phone_number = '+50760000001' and a.status = 'DISBURSED'
      order by i.payment_number`);
    const today = '2026-06-10';
    expect(items).toHaveLength(24);
    expect(items.some((i) => i.paid === i.amount_cents)).toBe(true);
    expect(items.some((i) => i.paid > 0 && i.paid < i.amount_cents + i.late_fee_cents)).toBe(true);
    expect(items.some((i) => i.due_date < today && i.paid === 0 && i.late_fee_cents === 2500)).toBe(true);
    expect(items.some((i) => i.due_date > today && i.paid === 0)).toBe(true);
  });

  it('keeps every schedule and every payment exact to the cent', async () => {
    const schedules = await rows<{
      total: number;
      financed: number;
      amounts: number;
      principals: number;
    }>(sql`
      select a.total_to_pay_cents as total, a.financed_cents as financed,
             sum(i.amount_cents)::int as amounts, sum(i.principal_cents)::int as principals
      from credit_applications a join installments i on i.application_id = a.id
      group by a.id`);
    expect(schedules.length).toBeGreaterThan(10);
    for (const s of schedules) {
      expect(s.amounts).toBe(s.total);
      expect(s.principals).toBe(s.financed);
    }
    const [mismatch] = await rows<{ n: number }>(sql`
      select count(*)::int as n from payments p
      where p.amount_cents - p.unapplied_cents <> (
        select coalesce(sum(late_fee_cents + interest_cents + principal_cents), 0)
        from payment_allocations where payment_id = p.id)`);
    expect(mismatch?.n).toBe(0);
  });

  it('stores the default settings', async () => {
    const [row] = await rows<{ value: { payments: { latePaymentFee: number; gracePeriod: number } } }>(
      sql`select value from settings where key = 'system'`,
    );
    expect(row?.value.payments).toMatchObject({ latePaymentFee: 25, gracePeriod: 5 });
  });
});
