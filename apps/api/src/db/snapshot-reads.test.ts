import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { type Executor, queryRows } from './client.ts';
import { readInOneSnapshot } from './snapshot-reads.ts';

let t: TestApp;
const count = async (db: Executor) =>
  Number((await queryRows<{ n: string }>(db, sql`select count(*) as n from snapshot_probe`))[0]?.n);
const backend = async (db: Executor) =>
  Number((await queryRows<{ pid: number }>(db, sql`select pg_backend_pid() as pid`))[0]?.pid);

beforeAll(async () => {
  t = await createTestApp();
  await t.app.db.execute(sql`create table snapshot_probe (id serial primary key)`);
  // With DATABASE_READ_URL the reports' connections read a replica: the table must have reached it.
  await t.app.reportsDb.caughtUp?.();
});
afterAll(() => t.close());

describe('reads over one snapshot', () => {
  it('answers each query in the order given, whichever connection ran it', async () => {
    const answers = await readInOneSnapshot(t.app.reportsDb.db, t.app.reportsDb.helper, [
      async () => 'first',
      async () => 2,
      async (db: Executor) => count(db),
    ]);
    expect(answers).toEqual(['first', 2, 0]);
  });

  // PGlite has one connection; the second lane exists only on a server.
  it.runIf(process.env.DATABASE_URL)(
    'runs two queries at once on two connections that see the same instant (PostgreSQL)',
    async () => {
      let committed: () => void = () => {};
      let secondTaken: () => void = () => {};
      const rowAdded = new Promise<void>((resolve) => {
        committed = resolve;
      });
      // The first lane holds its query until the other lane has taken the second one.
      const bothTaken = new Promise<void>((resolve) => {
        secondTaken = resolve;
      });
      const [first, second] = await readInOneSnapshot(t.app.reportsDb.db, t.app.reportsDb.helper, [
        async (db: Executor) => {
          await bothTaken;
          const seen = { count: await count(db), pid: await backend(db) };
          // Another connection adds a row and commits while both lanes are open (and, with a
          // replica, the replica has it).
          await t.app.db.execute(sql`insert into snapshot_probe default values`);
          await t.app.reportsDb.caughtUp?.();
          committed();
          return seen;
        },
        async (db: Executor) => {
          secondTaken();
          await rowAdded;
          return { count: await count(db), pid: await backend(db) };
        },
      ]);
      expect(second.pid).not.toBe(first.pid);
      // The second lane read after the commit, still from the first lane's snapshot.
      expect(second.count).toBe(first.count);
      expect(await count(t.app.db)).toBe(first.count + 1);
    },
  );
});
