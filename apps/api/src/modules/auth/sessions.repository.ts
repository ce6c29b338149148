import type { UserType } from '@quincena/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
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
