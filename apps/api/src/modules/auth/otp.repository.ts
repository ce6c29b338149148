import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { otpCodes, smsOutbox, vendorConsents } from '../../db/schema/index.ts';

export type OtpRow = typeof otpCodes.$inferSelect;

export async function insertOtp(db: Executor, values: typeof otpCodes.$inferInsert): Promise<void> {
  await db.insert(otpCodes).values(values);
}

/** A newer code replaces any earlier one that is still open. */
export async function closeOpenOtps(db: Executor, phoneNumber: string, now: Date): Promise<void> {
  await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.phoneNumber, phoneNumber), isNull(otpCodes.consumedAt)));
}

export async function findLatestOtp(db: Executor, phoneNumber: string): Promise<OtpRow | undefined> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(eq(otpCodes.phoneNumber, phoneNumber))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
}

/**
 * Takes one of the code's tries before it is checked, in one statement: once `maxTries` are taken,
 * every later try is refused, a right code included, however many arrive at once.
 */
export async function reserveOtpTry(db: Executor, id: string, maxTries: number): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
    .where(and(eq(otpCodes.id, id), lt(otpCodes.failedAttempts, maxTries)))
    .returning({ id: otpCodes.id });
  return rows.length > 0;
}

/** Marks the code used; false when someone else used it first (single use under concurrency). */
export async function consumeOtp(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

/** A code lives minutes; a day after it expired (used or not) nothing reads it again. */
export async function deleteOtpsExpiredBefore(db: Executor, before: Date): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`with deleted as (delete from ${otpCodes} where ${otpCodes.expiresAt} < ${before.toISOString()} returning 1)
        select count(*)::int as count from deleted`,
  );
  return row?.count ?? 0;
}

export async function insertConsent(db: Executor, vendorId: string, phoneNumber: string, expiresAt: Date) {
  await db.insert(vendorConsents).values({ vendorId, phoneNumber, expiresAt });
}

export async function hasConsent(
  db: Executor,
  vendorId: string,
  phoneNumber: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: vendorConsents.id })
    .from(vendorConsents)
    .where(
      and(
        eq(vendorConsents.vendorId, vendorId),
        eq(vendorConsents.phoneNumber, phoneNumber),
        gt(vendorConsents.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Outbox rows in one statement (sent as one JSON, ADR 058). */
export async function insertOutboxMessages(
  db: Executor,
  rows: readonly (typeof smsOutbox.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.execute(sql`insert into sms_outbox ${jsonRows(smsOutbox, [...rows])}`);
}

export async function listOutboxMessages(db: Executor, to: string, limit = 50) {
  return db
    .select({ to: smsOutbox.to, body: smsOutbox.body, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(eq(smsOutbox.to, to))
    .orderBy(desc(smsOutbox.createdAt))
    .limit(limit);
}
