import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { pageWithTotal } from '../../db/page-cut.ts';
import { call, loginAs } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * A page in the middle of a long list asked by number alone (a shared link) starts from its day's
 * mark in the kept counts instead of walking half the list (issue 29, ADR 055): the same rows as the
 * walk, over days of different sizes, ties on the same instant and customers deleted since.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  admin = await loginAs(t.app, 'admin', 'admin', 'admin12345');
  // 2,600 customers over 45 days, more on some days than others, several at the same instant; a
  // few near Panama's midnight on either side (05:00 UTC).
  await t.app.db.execute(sql`insert into customers (phone_number, first_name, last_name, created_at)
    select '+50768' || lpad(g::text, 6, '0'), 'Largo', 'Lista',
      timestamptz '2026-06-01 05:00:00+00' + ((g * g) % 45) * interval '1 day'
        + ((g * 7919) % 86400 - (g % 3) * 30) * interval '1 second'
    from generate_series(1, 2600) as g`);
  await t.app.db.execute(
    sql`update customers set deleted_at = now() where phone_number between '+50768000100' and '+50768000130'`,
  );
}, 120_000);
afterAll(() => t?.close());

const expected = async (page: number) =>
  (
    await queryRows<{ id: string }>(
      t.app.db,
      sql`select id from customers where deleted_at is null
        order by created_at desc, id desc offset ${(page - 1) * 20} limit 20`,
    )
  ).map((r) => r.id);

describe('deep pages asked by number', () => {
  it('answers the same rows as walking the list, from the day marks', async () => {
    const first = await call(t.app, 'GET', '/api/admin/customers', { token: admin });
    const { totalPages } = first.body.data.pagination;
    expect(totalPages).toBeGreaterThan(120);
    const middle = Math.ceil(totalPages / 2);
    for (const page of [51, 52, middle - 7, middle, middle + 1, middle + 13, totalPages - 51]) {
      const res = await call(t.app, 'GET', `/api/admin/customers?page=${page}`, { token: admin });
      expect(res.status).toBe(200);
      const ids = res.body.data.customers.map((c: { id: string }) => c.id);
      expect({ page, ids }).toEqual({ page, ids: await expected(page) });
    }
  });
});

describe('pageWithTotal', () => {
  const rowsOf = async () => [];
  it('cuts a deep numbered page below its day mark, and leaves the ends and cursors to their walk', async () => {
    const cuts: unknown[] = [];
    const select = async (cut: unknown) => {
      cuts.push(cut);
      return rowsOf();
    };
    const marks = async (offset: number) => ({ below: '2026-06-20T05:00:00.000000Z', newer: offset - 7 });
    await pageWithTotal({ page: 101, limit: 20 }, async () => 5_000, select, marks);
    expect(cuts.at(-1)).toEqual({
      kind: 'below',
      at: '2026-06-20T05:00:00.000000Z',
      id: null,
      limit: 20,
      offset: 7,
    });
    // Near either end the short walk stays.
    await pageWithTotal({ page: 40, limit: 20 }, async () => 5_000, select, marks);
    expect(cuts.at(-1)).toMatchObject({ kind: 'start', offset: 780 });
    await pageWithTotal({ page: 220, limit: 20 }, async () => 5_000, select, marks);
    expect(cuts.at(-1)).toMatchObject({ kind: 'end' });
    // No mark (counts not kept for this filter): the walk.
    await pageWithTotal(
      { page: 101, limit: 20 },
      async () => 5_000,
      select,
      async () => undefined,
    );
    expect(cuts.at(-1)).toMatchObject({ kind: 'start', offset: 2_000 });
  });
});
