import { and, avg, count, eq, isNull, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditApplications, customers, motorcycles } from '../../db/schema/index.ts';

const liveApplication = isNull(creditApplications.deletedAt);

/** Customers, and those with a loan approved or under way. */
export async function customerCounts(db: Executor) {
  const [row] = await db
    .select({
      total: count(),
      // Spelled out: in a one-table query Drizzle leaves columns unqualified, and inside the
      // subquery a bare "id" would be the application's.
      active: sql<number>`count(*) filter (where exists (
        select 1 from credit_applications a
        where a.customer_id = "customers"."id" and a.deleted_at is null
          and a.status in ('APPROVED', 'DISBURSED')))::int`,
    })
    .from(customers)
    .where(isNull(customers.deletedAt));
  return { total: row?.total ?? 0, active: row?.active ?? 0 };
}

/** Money lent: the financed amounts of disbursed loans, in cents. */
export async function disbursedTotals(db: Executor) {
  const [row] = await db
    .select({
      totalCents: sql<number>`coalesce(${sum(creditApplications.financedCents)}, 0)::bigint`,
      averageCents: sql<number>`coalesce(round(${avg(creditApplications.financedCents)}), 0)::bigint`,
    })
    .from(creditApplications)
    .where(and(liveApplication, eq(creditApplications.status, 'DISBURSED')));
  return { totalCents: Number(row?.totalCents ?? 0), averageCents: Number(row?.averageCents ?? 0) };
}

/** The back-office inventory (dealers' own catalogs and the wizard's placeholders aside). */
export async function inventoryCounts(db: Executor) {
  const [row] = await db
    .select({
      total: count(),
      available: sql<number>`count(*) filter (where ${motorcycles.isAvailable})::int`,
    })
    .from(motorcycles)
    .where(
      and(isNull(motorcycles.deletedAt), isNull(motorcycles.vendorId), eq(motorcycles.isPlaceholder, false)),
    );
  return { total: row?.total ?? 0, available: row?.available ?? 0 };
}
