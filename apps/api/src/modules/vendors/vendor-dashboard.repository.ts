import { and, count, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditApplications, vendorCustomers } from '../../db/schema/index.ts';

const countWhere = (condition: SQL | undefined) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * The vendor dashboard's figures in one statement: the vendor's applications created since `from`
 * (a Panama calendar date) by status, its customers, and the customers it gained since `from`.
 */
export async function vendorDashboardFigures(db: Executor, vendorId: string, from: string) {
  const since = sql`(${from}::date)::timestamp at time zone 'America/Panama'`;
  const status = creditApplications.status;
  const [row] = await db
    .select({
      total: count(),
      pending: countWhere(inArray(status, ['PENDING', 'IN_REVIEW'])),
      approved: countWhere(inArray(status, ['APPROVED', 'DISBURSED'])),
      rejected: countWhere(eq(status, 'REJECTED')),
      // The links alone give the totals (index-only counts): deleting a customer removes its links.
      customers: sql<number>`(select count(*) from ${vendorCustomers}
        where ${vendorCustomers.vendorId} = ${vendorId})`.mapWith(Number),
      newCustomers: sql<number>`(select count(*) from ${vendorCustomers}
        where ${vendorCustomers.vendorId} = ${vendorId} and ${vendorCustomers.createdAt} >= ${since})`.mapWith(
        Number,
      ),
    })
    .from(creditApplications)
    .where(
      and(
        isNull(creditApplications.deletedAt),
        eq(creditApplications.vendorId, vendorId),
        gte(creditApplications.createdAt, since),
      ),
    );
  return row ?? { total: 0, pending: 0, approved: 0, rejected: 0, customers: 0, newCustomers: 0 };
}
