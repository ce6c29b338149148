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

/** Reads an admin under a row lock, for a change that depends on what it holds now. */
export async function lockAdmin(db: Executor, id: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id)).for('update');
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
  changes: Partial<typeof admins.$inferInsert>,
): Promise<AdminRow | undefined> {
  const [row] = await db
    .update(admins)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(admins.id, id))
    .returning();
  return row;
}

/**
 * Locks the active SUPER_ADMIN rows and answers how many there are: two demotions at once wait for
 * each other, and the second counts what the first left, so the last one is never demoted.
 */
export async function lockActiveSuperAdmins(db: Executor): Promise<number> {
  const rows = await db
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.role, 'SUPER_ADMIN'), eq(admins.isActive, true)))
    .for('update');
  return rows.length;
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
