import { type CustomerProfile, fromCents, toCents } from '@quincena/shared';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';

export type CustomerRow = typeof customers.$inferSelect;

/** Form fields to columns: income in cents; a field left out stays out (unchanged). */
export function customerColumns<T extends { monthlyIncome?: number | null }>(input: T) {
  const { monthlyIncome, ...fields } = input;
  return {
    ...fields,
    ...(monthlyIncome === undefined
      ? {}
      : { monthlyIncomeCents: monthlyIncome === null ? null : toCents(monthlyIncome) }),
  };
}

export async function findCustomerByPhone(
  db: Executor,
  phoneNumber: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.phoneNumber, phoneNumber), isNull(customers.deletedAt)));
  return row;
}

export async function findCustomerById(db: Executor, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.deletedAt)));
  return row;
}

/** Reads a customer under a row lock, for a change that depends on what it holds now. */
export async function lockCustomer(db: Executor, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.deletedAt)))
    .for('update');
  return row;
}

/**
 * Creates the customer on first verified sign-in; a concurrent twin sign-in finds the same row.
 * `created` says whether this call made it (and so records its creation).
 */
export async function insertCustomerByPhone(
  db: Executor,
  phoneNumber: string,
): Promise<{ row: CustomerRow; created: boolean }> {
  const [inserted] = await db
    .insert(customers)
    .values({ phoneNumber, isVerified: true })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { row: inserted, created: true };
  const row = await findCustomerByPhone(db, phoneNumber);
  if (!row) throw new Error('customer vanished after insert');
  return { row, created: false };
}

export async function updateCustomer(
  db: Executor,
  id: string,
  /** `updatedAt` from the caller's clock, so a test's clock is the one the row shows. */
  changes: Partial<typeof customers.$inferInsert> & { updatedAt: Date },
): Promise<CustomerRow | undefined> {
  const [row] = await db.update(customers).set(changes).where(eq(customers.id, id)).returning();
  return row;
}

/**
 * Takes one PIN try before the PIN is checked, in one statement: a locked PIN, or one whose tries
 * are all taken, is refused at once (null), so a burst of guesses gets `maxAttempts` checks at most.
 * Answers how many tries are taken, this one included.
 */
export async function reservePinTry(db: Executor, id: string, maxAttempts: number): Promise<number | null> {
  const rows = await db
    .update(customers)
    .set({ pinFailedAttempts: sql`${customers.pinFailedAttempts} + 1` })
    .where(
      and(eq(customers.id, id), eq(customers.pinLocked, false), lt(customers.pinFailedAttempts, maxAttempts)),
    )
    .returning({ taken: customers.pinFailedAttempts });
  return rows[0]?.taken ?? null;
}

/**
 * After a wrong PIN: locks it once its tries are used up, in one statement that also reads what it
 * was (under the row lock), so exactly one request sees the lock happen and records it.
 */
export async function lockPinIfExhausted(
  db: Executor,
  id: string,
  maxAttempts: number,
): Promise<{ locked: boolean; lockedNow: boolean }> {
  const rows = await queryRows<{ locked: boolean; was: boolean }>(
    db,
    sql`update ${customers} c
      set pin_locked = c.pin_locked or c.pin_failed_attempts >= ${maxAttempts}
      from (select id, pin_locked as was from ${customers} where id = ${id} for update) before
      where c.id = before.id
      returning c.pin_locked as locked, before.was`,
  );
  const locked = rows[0]?.locked ?? false;
  return { locked, lockedNow: locked && rows[0]?.was === false };
}

/** The personal fields a customer's profile and its audit snapshot both show. */
function personalFields(row: CustomerRow) {
  return {
    phoneNumber: row.phoneNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    dateOfBirth: row.dateOfBirth,
    address: row.address,
    city: row.city,
    province: row.province,
    postalCode: row.postalCode,
    identityType: row.identityType,
    identityNumber: row.identityNumber,
    occupation: row.occupation,
    employerName: row.employerName,
    employmentType: row.employmentType,
  };
}

/** The customer's fields in a list's row, the admin's and the vendor's alike. */
export function toCustomerSummaryFields(row: CustomerRow) {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    email: row.email,
    isVerified: row.isVerified,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toCustomerProfile(row: CustomerRow): CustomerProfile {
  return {
    id: row.id,
    ...personalFields(row),
    monthlyIncome: row.monthlyIncomeCents === null ? null : fromCents(row.monthlyIncomeCents),
    isVerified: row.isVerified,
    hasPin: row.pinHash !== null,
    createdAt: row.createdAt.toISOString(),
    userType: 'customer',
  };
}

/** What the audit keeps of a customer before and after a change: never its PIN or tokens. */
export function customerSnapshot(row: CustomerRow) {
  return { ...personalFields(row), monthlyIncomeCents: row.monthlyIncomeCents, isVerified: row.isVerified };
}
