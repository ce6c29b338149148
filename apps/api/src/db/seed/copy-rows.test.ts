import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../client.ts';
import { CopyTable, copyRows } from './copy-rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.db.execute(
    sql`create table copy_probe (id int primary key, note text, at timestamptz, ids uuid[], ok boolean)`,
  );
});
afterAll(async () => {
  await t.app.db.execute(sql`drop table copy_probe`);
  await t.close();
});

it('copies every value as written: separators, backslashes, nulls, dates and arrays', async () => {
  const rows = new CopyTable('copy_probe', ['id', 'note', 'at', 'ids', 'ok'] as const);
  const notes = ['tab\there', 'line\nbreak\r', 'back\\slash \\N', 'Peña Ñandú', '', null];
  notes.forEach((note, i) => {
    rows.add({
      id: i,
      note,
      at: i % 2 ? new Date('2026-11-27T14:00:00Z') : '2026-11-27T14:00:00Z',
      ids: i === 0 ? '{0190a1b2-0000-7000-8000-000000000001,0190a1b2-0000-7000-8000-000000000002}' : null,
      ok: i % 2 === 0,
    });
  });
  await copyRows(t.app.db, [rows, new CopyTable('copy_probe', ['id'] as const)], { skipTriggers: false });
  const back = await queryRows<{
    id: number;
    note: string | null;
    at: string;
    ids: number | null;
    ok: boolean;
  }>(
    t.app.db,
    sql`select id, note, to_char(at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as at,
          cardinality(ids) as ids, ok from copy_probe order by id`,
  );
  expect(back).toEqual(
    notes.map((note, i) => ({
      id: i,
      note,
      at: '2026-11-27 14:00',
      ids: i === 0 ? 2 : null,
      ok: i % 2 === 0,
    })),
  );
});

it('writes nothing when one table of the batch fails', async () => {
  const good = new CopyTable('copy_probe', ['id', 'note'] as const);
  good.add({ id: 100, note: 'kept?' });
  const duplicate = new CopyTable('copy_probe', ['id'] as const);
  duplicate.add({ id: 0 });
  await expect(copyRows(t.app.db, [good, duplicate], { skipTriggers: false })).rejects.toThrow();
  const [left] = await queryRows<{ n: number }>(
    t.app.db,
    sql`select count(*)::int as n from copy_probe where id = 100`,
  );
  expect(left?.n).toBe(0);
});
