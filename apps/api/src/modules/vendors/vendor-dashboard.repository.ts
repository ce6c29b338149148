import { and, count, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditApplications, vendorCustomerCounts, vendorCustomers } from '../../db/schema/index.ts';

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
      // The vendor's links as kept beside them (migration 0011): deleting a customer removes its
      // links, so no deleted customer is counted; counting the links grew with the book (issue 29).
      customers:
        sql<number>`(select coalesce(sum(${vendorCustomerCounts.customers}), 0) from ${vendorCustomerCounts}
        where ${vendorCustomerCounts.vendorId} = ${vendorId})`.mapWith(Number),
      // The links made in the period: as many as the period's business, read over their index.
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
