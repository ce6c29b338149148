import type { AdminAccount, PaginationQuery } from '@quincena/shared';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { admins } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';

export type AdminRow = typeof admins.$inferSelect;

export async function findAdminByUsername(db: Executor, username: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(sql`lower(${admins.username}) = lower(${username})`);
  return row;
}

export async function findAdminById(db: Executor, id: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  return row;
}

export async function listAdmins(db: Executor, query: PaginationQuery & { search?: string }) {
  const where: SQL | undefined = query.search
    ? or(
        ilike(admins.username, containsPattern(query.search)),
        ilike(admins.email, containsPattern(query.search)),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(admins)
      .where(where)
      .orderBy(desc(admins.createdAt), admins.id)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(admins).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertAdmin(db: Executor, values: typeof admins.$inferInsert): Promise<AdminRow> {
  const [row] = await db.insert(admins).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateAdmin(
  db: Executor,
  id: string,
  /** `updatedAt` from the caller's clock, so a test's clock is the one the row shows. */
  changes: Partial<typeof admins.$inferInsert> & { updatedAt: Date },
): Promise<AdminRow | undefined> {
  const [row] = await db.update(admins).set(changes).where(eq(admins.id, id)).returning();
  return row;
}

/**
 * Locks an admin and every active SUPER_ADMIN in one statement, in id order, and answers the admin
 * and how many active super admins there are. One order for everyone: two super admins demoting each
 * other wait for each other instead of deadlocking, and the second counts what the first left, so the
 * last one is never demoted.
 */
export async function lockAdminAndSuperAdmins(
  db: Executor,
  id: string,
): Promise<{ admin: AdminRow | undefined; activeSuperAdmins: number }> {
  const rows = await db
    .select()
    .from(admins)
    .where(or(eq(admins.id, id), and(eq(admins.role, 'SUPER_ADMIN'), eq(admins.isActive, true))))
    .orderBy(admins.id)
    .for('update');
  return {
    admin: rows.find((row) => row.id === id),
    activeSuperAdmins: rows.filter((row) => row.role === 'SUPER_ADMIN' && row.isActive).length,
  };
}

export function toAdminAccount(row: AdminRow): AdminAccount {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    userType: 'admin',
  };
}
