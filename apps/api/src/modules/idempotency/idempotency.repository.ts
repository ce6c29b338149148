import { and, eq, lt, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;
const byKey = (scope: string, key: string) =>
  and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

/** Claims the key for this request; false when another request holds it already. */
export async function claimKey(
  db: Executor,
  scope: string,
  key: string,
  requestHash: string,
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
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

export async function releaseKey(db: Executor, scope: string, key: string) {
  await db.delete(idempotencyKeys).where(byKey(scope, key));
}

/** Frees a key whose request never finished (its instance died) so the client's retry can run. */
export async function releaseAbandonedKey(db: Executor, scope: string, key: string, before: Date) {
  await db.delete(idempotencyKeys).where(and(byKey(scope, key), lt(idempotencyKeys.createdAt, before)));
}

export async function deleteIdempotencyKeysBefore(db: Executor, before: Date): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`with deleted as (delete from ${idempotencyKeys} where ${idempotencyKeys.createdAt} < ${before.toISOString()} returning 1)
        select count(*)::int as count from deleted`,
  );
  return row?.count ?? 0;
}
