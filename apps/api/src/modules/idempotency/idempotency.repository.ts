import { and, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;
const byKey = (scope: string, key: string) =>
  and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

/**
 * Takes the key's lock for the rest of the transaction; false when another request holds it
 * (it is running now). PGlite and PostgreSQL both have transaction-scoped advisory locks.
 */
export async function lockKey(tx: Executor, scope: string, key: string): Promise<boolean> {
  const [row] = await queryRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(hashtextextended(${`${scope} ${key}`}, 0)) as locked`,
  );
  return row?.locked === true;
}

/**
 * Records the claim in the request's transaction. A claim left with no answer by an earlier
 * version of the app (three commits then) is taken over: under the key's lock nobody runs it.
 */
export async function claimKey(tx: Executor, scope: string, key: string, requestHash: string) {
  await tx
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { requestHash, createdAt: sql`now()` },
    });
}

export async function findKey(db: Executor, scope: string, key: string): Promise<IdempotencyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(byKey(scope, key));
  return row;
}

export async function saveAnswer(
  db: Executor,
  scope: string,
  key: string,
  statusCode: number,
  response: unknown,
) {
  await db.update(idempotencyKeys).set({ statusCode, response }).where(byKey(scope, key));
}

export async function deleteIdempotencyKeysBefore(db: Executor, before: Date): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`with deleted as (delete from ${idempotencyKeys} where ${idempotencyKeys.createdAt} < ${before.toISOString()} returning 1)
        select count(*)::int as count from deleted`,
  );
  return row?.count ?? 0;
}
