import { sql } from 'drizzle-orm';
import { type Database, type Executor, queryRows, type Transaction } from './client.ts';

/**
 * Read-only work seen from one instant. The queries run in a repeatable-read transaction; on
 * PostgreSQL a second connection imports that transaction's snapshot (`pg_export_snapshot`, then
 * `SET TRANSACTION SNAPSHOT`) and the two connections take the queries in turn, so a report's
 * statements run two at a time on two cores while its figures still come from the same instant.
 *
 * The second connection comes from a small pool of its own (`helper`): whoever holds one of its
 * connections waits on nothing else, so however many reports run at once none can wait for another
 * while holding what the other needs. Without a helper (PGlite has one connection) the queries run
 * one after another in the one transaction.
 */
export type Query<T> = (db: Executor) => Promise<T>;
type Results<T extends unknown[]> = { [K in keyof T]: T[K] };

/** What PostgreSQL answers to pg_export_snapshot(); checked before it is written into SQL. */
const SNAPSHOT_ID = /^[0-9A-F]+-[0-9A-F]+(-[0-9]+)?$/;

export async function readInOneSnapshot<T extends unknown[]>(
  db: Database,
  helper: Database | undefined,
  queries: { [K in keyof T]: Query<T[K]> },
): Promise<Results<T>> {
  return db.transaction(
    async (tx) => {
      await tuneForReports(tx);
      if (!helper || queries.length < 2) return inTurn(tx, queries);
      const [row] = await queryRows<{ id: string }>(tx, sql`select pg_export_snapshot() as id`);
      const id = row?.id ?? '';
      if (!SNAPSHOT_ID.test(id)) throw new Error('unexpected snapshot id from PostgreSQL');
      return inTwoLanes(tx, helper, id, queries);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The planner's JIT costs more than it saves on one-off aggregates (over 100 ms a query at scale),
 * and parallel workers each rebuild a join's hash tables (three times the work on two cores, beside
 * the report's own second lane): both off for these transactions.
 */
async function tuneForReports(db: Executor) {
  await db.execute(sql`set local jit = off`);
  await db.execute(sql`set local max_parallel_workers_per_gather = 0`);
}

async function inTurn<T extends unknown[]>(tx: Executor, queries: { [K in keyof T]: Query<T[K]> }) {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query(tx));
  return results as Results<T>;
}

/** Each lane takes the next query in the list when it is free; answers in the list's order. */
async function inTwoLanes<T extends unknown[]>(
  tx: Transaction,
  helper: Database,
  snapshot: string,
  queries: { [K in keyof T]: Query<T[K]> },
): Promise<Results<T>> {
  const results: unknown[] = new Array(queries.length);
  let next = 0;
  const drain = async (db: Executor) => {
    while (next < queries.length) {
      const i = next++;
      results[i] = await (queries[i] as Query<unknown>)(db);
    }
  };
  await Promise.all([
    drain(tx),
    helper.transaction(
      async (other) => {
        await other.execute(sql.raw(`set transaction snapshot '${snapshot}'`));
        await tuneForReports(other);
        await drain(other);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    ),
  ]);
  return results as Results<T>;
}
