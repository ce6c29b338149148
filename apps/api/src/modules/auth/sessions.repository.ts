import type { UserType } from '@quincena/shared';
import { type AnyColumn, and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { admins, authSessions, customers, vendors } from '../../db/schema/index.ts';

/**
 * Moves the account's token version on in one statement, so every token issued before is refused
 * and a concurrent bump (a password change, a deactivation) is never lost.
 */
export async function revokeSessions(db: Executor, role: UserType, id: string): Promise<void> {
  const table = role === 'customer' ? customers : role === 'vendor' ? vendors : admins;
  await db
    .update(table)
    .set({ tokenVersion: sql`${table.tokenVersion} + 1` })
    .where(eq(table.id, id));
}

const idParam = sql.placeholder('id');
const sidParam = sql.placeholder('sid');
// The session's row, joined to its account's: a session of another account is no session.
const sessionOf = (subjectId: AnyColumn) =>
  and(eq(authSessions.id, sidParam), eq(authSessions.subjectId, subjectId));

// The session check runs these on every signed-in request: only what it compares, one statement
// (the account and the session together), prepared once.
export async function findCustomerSession(db: Executor, customerId: string, sid: string) {
  const query = prepared(db, 'session_customer', () =>
    db
      .select({ tokenVersion: customers.tokenVersion, generation: authSessions.generation })
      .from(customers)
      .leftJoin(authSessions, sessionOf(customers.id))
      .where(and(eq(customers.id, idParam), isNull(customers.deletedAt)))
      .prepare('session_customer'),
  );
  const [row] = await query.execute({ id: customerId, sid });
  return row;
}

export async function findVendorSession(db: Executor, vendorId: string, sid: string) {
  const query = prepared(db, 'session_vendor', () =>
    db
      .select({
        isActive: vendors.isActive,
        tokenVersion: vendors.tokenVersion,
        generation: authSessions.generation,
      })
      .from(vendors)
      .leftJoin(authSessions, sessionOf(vendors.id))
      .where(eq(vendors.id, idParam))
      .prepare('session_vendor'),
  );
  const [row] = await query.execute({ id: vendorId, sid });
  return row;
}

export async function findAdminSession(db: Executor, adminId: string, sid: string) {
  const query = prepared(db, 'session_admin', () =>
    db
      .select({
        isActive: admins.isActive,
        tokenVersion: admins.tokenVersion,
        role: admins.role,
        generation: authSessions.generation,
      })
      .from(admins)
      .leftJoin(authSessions, sessionOf(admins.id))
      .where(eq(admins.id, idParam))
      .prepare('session_admin'),
  );
  const [row] = await query.execute({ id: adminId, sid });
  return row;
}

/** Opens a session that ends, whatever happens, at `expiresAt`. */
export async function insertSession(
  db: Executor,
  values: { role: UserType; subjectId: string; createdAt: Date; expiresAt: Date },
): Promise<{ id: string; generation: number; expiresAt: Date }> {
  const [row] = await db.insert(authSessions).values(values).returning({
    id: authSessions.id,
    generation: authSessions.generation,
    expiresAt: authSessions.expiresAt,
  });
  if (!row) throw new Error('session not inserted');
  return row;
}

/**
 * Moves the session on from generation `gen`, in one statement: of two refreshes with the same
 * token exactly one gets a row back (the other's `where` no longer matches once the first commits).
 * Nothing comes back either when the session reached its absolute end.
 */
export async function rotateSession(
  db: Executor,
  sid: string,
  gen: number,
  now: Date,
): Promise<{ generation: number; expiresAt: Date } | undefined> {
  const [row] = await db
    .update(authSessions)
    .set({ generation: sql`${authSessions.generation} + 1` })
    .where(and(eq(authSessions.id, sid), eq(authSessions.generation, gen), gt(authSessions.expiresAt, now)))
    .returning({ generation: authSessions.generation, expiresAt: authSessions.expiresAt });
  return row;
}

export async function findSessionEnd(db: Executor, sid: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ expiresAt: authSessions.expiresAt })
    .from(authSessions)
    .where(eq(authSessions.id, sid));
  return row?.expiresAt;
}

/** A session past its absolute end can never be used again; a day later nothing reads it. */
export async function deleteSessionsExpiredBefore(db: Executor, before: Date): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`with deleted as (delete from ${authSessions} where ${authSessions.expiresAt} < ${before.toISOString()} returning 1)
        select count(*)::int as count from deleted`,
  );
  return row?.count ?? 0;
}
