import type { PaginationQuery, VendorAccount } from '@quincena/shared';
import { count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { vendors } from '../../db/schema/index.ts';
import { containsPattern, phonePattern } from '../../db/search.ts';

export type VendorRow = typeof vendors.$inferSelect;

export async function findVendorByUsername(db: Executor, username: string): Promise<VendorRow | undefined> {
  const [row] = await db.select().from(vendors).where(sql`lower(${vendors.username}) = lower(${username})`);
  return row;
}

/** Reads a vendor under a row lock, for a change that depends on what it holds now. */
export async function lockVendor(db: Executor, id: string): Promise<VendorRow | undefined> {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, id)).for('update');
  return row;
}

export async function findVendorById(db: Executor, id: string): Promise<VendorRow | undefined> {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, id));
  return row;
}

export async function listVendors(db: Executor, query: PaginationQuery & { search?: string }) {
  const pattern = containsPattern(query.search ?? '');
  const where: SQL | undefined = query.search
    ? or(
        ilike(vendors.username, pattern),
        ilike(vendors.email, pattern),
        ilike(vendors.firstName, pattern),
        ilike(vendors.lastName, pattern),
        ilike(vendors.dealershipName, pattern),
        ilike(vendors.phoneNumber, phonePattern(query.search ?? '')),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(vendors)
      .where(where)
      .orderBy(desc(vendors.createdAt), vendors.id)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(vendors).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertVendor(db: Executor, values: typeof vendors.$inferInsert): Promise<VendorRow> {
  const [row] = await db.insert(vendors).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateVendor(
  db: Executor,
  id: string,
  /** `updatedAt` from the caller's clock, so a test's clock is the one the row shows. */
  changes: Partial<typeof vendors.$inferInsert> & { updatedAt: Date },
): Promise<VendorRow | undefined> {
  const [row] = await db.update(vendors).set(changes).where(eq(vendors.id, id)).returning();
  return row;
}

/** The fields a vendor's account and its audit snapshot both show. */
function accountFields(row: VendorRow) {
  return {
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    address: row.address,
    city: row.city,
    region: row.region,
    dealershipName: row.dealershipName,
    licenseNumber: row.licenseNumber,
    commissionRate: Number(row.commissionRate),
    isActive: row.isActive,
    isVerified: row.isVerified,
  };
}

export function toVendorAccount(row: VendorRow): VendorAccount {
  return { id: row.id, ...accountFields(row), createdAt: row.createdAt.toISOString(), userType: 'vendor' };
}

/** What the audit keeps of a vendor before and after a change: never its password or tokens. */
export const vendorSnapshot = accountFields;
