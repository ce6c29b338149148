import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditApplications, customers, vendorCustomers } from '../../db/schema/index.ts';
import { containsPattern, phonePattern } from '../../db/search.ts';
import type { CustomerRow } from './customers.repository.ts';

export interface VendorCustomerFilter {
  search?: string;
  isVerified?: boolean;
}

function whereOf(vendorId: string, filter: VendorCustomerFilter): SQL | undefined {
  const pattern = containsPattern(filter.search ?? '');
  return and(
    eq(vendorCustomers.vendorId, vendorId),
    isNull(customers.deletedAt),
    filter.isVerified === undefined ? undefined : eq(customers.isVerified, filter.isVerified),
    filter.search
      ? or(
          ilike(
            sql`coalesce(${customers.firstName}, '') || ' ' || coalesce(${customers.lastName}, '')`,
            pattern,
          ),
          ilike(customers.phoneNumber, phonePattern(filter.search ?? '')),
          ilike(sql`coalesce(${customers.email}, '')`, pattern),
        )
      : undefined,
  );
}

/** How many of this vendor's applications each customer has (other vendors' stay private). */
const applicationsCount = (vendorId: string) =>
  sql<number>`(select count(*)::int from ${creditApplications}
    where ${creditApplications.customerId} = ${customers.id}
      and ${creditApplications.vendorId} = ${vendorId}
      and ${creditApplications.deletedAt} is null)`;

/** A page of the vendor's customers, newest link first, without counting the rest. */
export function selectVendorCustomers(
  db: Executor,
  vendorId: string,
  filter: VendorCustomerFilter,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      customer: customers,
      linkedAt: vendorCustomers.createdAt,
      applicationsCount: applicationsCount(vendorId),
    })
    .from(vendorCustomers)
    .innerJoin(customers, eq(customers.id, vendorCustomers.customerId))
    .where(whereOf(vendorId, filter))
    .orderBy(desc(vendorCustomers.createdAt), desc(vendorCustomers.customerId))
    .limit(page.limit)
    .offset(page.offset);
}

export async function listVendorCustomers(
  db: Executor,
  vendorId: string,
  filter: VendorCustomerFilter,
  page: { limit: number; offset: number },
) {
  const [rows, [total]] = await Promise.all([
    selectVendorCustomers(db, vendorId, filter, page),
    countVendorCustomers(db, vendorId, filter),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Without filters the links alone give the total (an index-only count): deleting a customer
 * removes its links, so no deleted customer is counted.
 */
function countVendorCustomers(db: Executor, vendorId: string, filter: VendorCustomerFilter) {
  const filtered = filter.search !== undefined || filter.isVerified !== undefined;
  const query = db.select({ n: count() }).from(vendorCustomers);
  return filtered
    ? query
        .innerJoin(customers, eq(customers.id, vendorCustomers.customerId))
        .where(whereOf(vendorId, filter))
    : query.where(eq(vendorCustomers.vendorId, vendorId));
}

/** The customer if this vendor is linked to it; anyone else's customer is simply not found. */
export async function findLinkedCustomer(
  db: Executor,
  vendorId: string,
  customerId: string,
): Promise<(CustomerRow & { applicationsCount: number }) | undefined> {
  const [row] = await db
    .select({ customer: customers, applicationsCount: applicationsCount(vendorId) })
    .from(vendorCustomers)
    .innerJoin(customers, eq(customers.id, vendorCustomers.customerId))
    .where(
      and(
        eq(vendorCustomers.vendorId, vendorId),
        eq(vendorCustomers.customerId, customerId),
        isNull(customers.deletedAt),
      ),
    );
  return row ? { ...row.customer, applicationsCount: row.applicationsCount } : undefined;
}

export async function linkVendorCustomer(db: Executor, vendorId: string, customerId: string): Promise<void> {
  await db.insert(vendorCustomers).values({ vendorId, customerId }).onConflictDoNothing();
}

export async function insertCustomer(
  db: Executor,
  values: typeof customers.$inferInsert,
): Promise<CustomerRow | undefined> {
  const [row] = await db.insert(customers).values(values).onConflictDoNothing().returning();
  return row;
}
