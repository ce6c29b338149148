import type { UserType } from '@quincena/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { admins, customers, vendors } from '../../db/schema/index.ts';

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

// The session check runs these on every signed-in request: only what it compares, prepared once.
export async function findCustomerSession(db: Executor, customerId: string) {
  const query = prepared(db, 'session_customer', () =>
    db
      .select({ tokenVersion: customers.tokenVersion })
      .from(customers)
      .where(and(eq(customers.id, idParam), isNull(customers.deletedAt)))
      .prepare('session_customer'),
  );
  const [row] = await query.execute({ id: customerId });
  return row;
}

export async function findVendorSession(db: Executor, vendorId: string) {
  const query = prepared(db, 'session_vendor', () =>
    db
      .select({ isActive: vendors.isActive, tokenVersion: vendors.tokenVersion })
      .from(vendors)
      .where(eq(vendors.id, idParam))
      .prepare('session_vendor'),
  );
  const [row] = await query.execute({ id: vendorId });
  return row;
}

export async function findAdminSession(db: Executor, adminId: string) {
  const query = prepared(db, 'session_admin', () =>
    db
      .select({ isActive: admins.isActive, tokenVersion: admins.tokenVersion, role: admins.role })
      .from(admins)
      .where(eq(admins.id, idParam))
      .prepare('session_admin'),
  );
  const [row] = await query.execute({ id: adminId });
  return row;
}
