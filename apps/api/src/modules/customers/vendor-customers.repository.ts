import { and, count, desc, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  asCut,
  cursorOf,
  cutSql,
  cutValues,
  type PageCut,
  type PageRequest,
  pageWithTotal,
} from '../../db/page-cut.ts';
import { prepared } from '../../db/prepared.ts';
import {
  creditApplications,
  customers,
  vendorCustomerCounts,
  vendorCustomers,
} from '../../db/schema/index.ts';
import { containsPattern, phonePattern } from '../../db/search.ts';
import { amongFoundCustomers } from './customer-search.ts';
import type { CustomerRow } from './customers.repository.ts';

export interface VendorCustomerFilter {
  search?: string;
  isVerified?: boolean;
  hasApplications?: boolean;
}

/** The values a list's statement binds; which are set is its shape, built once (`prepared`). */
function bindingsOf(vendorId: string, filter: VendorCustomerFilter) {
  const search = filter.search || undefined;
  return {
    vendorId,
    isVerified: filter.isVerified,
    hasApplications: filter.hasApplications,
    pattern: search === undefined ? undefined : containsPattern(search),
    phone: search === undefined ? undefined : phonePattern(search),
  };
}
type Bindings = ReturnType<typeof bindingsOf>;

const shapeOf = (b: Bindings) =>
  `${b.isVerified !== undefined}:${b.pattern !== undefined}:${b.hasApplications ?? 'any'}`;
const bound = (name: keyof Bindings | 'limit' | 'offset' | 'cutAt' | 'cutId') => sql.placeholder(name);

/** This vendor's live applications of the linked customer. */
const vendorApplications = sql`(select 1 from ${creditApplications}
  where ${creditApplications.customerId} = ${vendorCustomers.customerId}
    and ${creditApplications.vendorId} = ${bound('vendorId')}
    and ${creditApplications.deletedAt} is null)`;

/** Only the verification filter without a search joins the customers in the walk to a page. */
const joinsCustomer = (b: Bindings) => b.isVerified !== undefined && b.pattern === undefined;

function whereOf(b: Bindings): SQL | undefined {
  return and(
    eq(vendorCustomers.vendorId, bound('vendorId')),
    joinsCustomer(b) ? isNull(customers.deletedAt) : undefined,
    joinsCustomer(b) ? eq(customers.isVerified, bound('isVerified')) : undefined,
    b.hasApplications === undefined
      ? undefined
      : b.hasApplications
        ? sql`exists ${vendorApplications}`
        : sql`not exists ${vendorApplications}`,
    b.pattern === undefined
      ? undefined
      : amongFoundCustomers(
          vendorCustomers.customerId,
          bound('pattern'),
          bound('phone'),
          b.isVerified === undefined ? undefined : eq(customers.isVerified, bound('isVerified')),
        ),
  );
}

/** How many of this vendor's applications each customer has (other vendors' stay private). */
const applicationsCount = (vendorId: SQLWrapper | string) =>
  sql<number>`(select count(*)::int from ${creditApplications}
    where ${creditApplications.customerId} = ${customers.id}
      and ${creditApplications.vendorId} = ${vendorId}
      and ${creditApplications.deletedAt} is null)`;

/**
 * A page of the vendor's customers, newest link first, without counting the rest. A deferred join
 * (ADR 036): the page's links are cut over the index of the vendor's links alone — deleting a
 * customer removes its links, so the walk joins customers only for a filter on their columns — and
 * only those rows are read and counted.
 */
export function selectVendorCustomers(
  db: Executor,
  vendorId: string,
  filter: VendorCustomerFilter,
  page: PageCut | { limit: number; offset: number },
) {
  const b = bindingsOf(vendorId, filter);
  const cut = asCut(page);
  const query = prepared(db, `vendor_customer_page:${shapeOf(b)}:${cut.kind}`, () => {
    const { where, orderBy } = cutSql(cut.kind, vendorCustomers.createdAt, vendorCustomers.customerId, bound);
    const links = db
      .select({ customerId: vendorCustomers.customerId, linkedAt: vendorCustomers.createdAt })
      .from(vendorCustomers);
    const pageLinks = (
      joinsCustomer(b) ? links.innerJoin(customers, eq(customers.id, vendorCustomers.customerId)) : links
    )
      .where(and(whereOf(b), where))
      .orderBy(...orderBy)
      .limit(bound('limit'))
      .offset(bound('offset'))
      .as('page_links');
    return db
      .select({
        customer: customers,
        linkedAt: pageLinks.linkedAt,
        applicationsCount: applicationsCount(bound('vendorId')),
        cursor: cursorOf(pageLinks.linkedAt, pageLinks.customerId),
      })
      .from(pageLinks)
      .innerJoin(customers, eq(customers.id, pageLinks.customerId))
      .where(isNull(customers.deletedAt))
      .orderBy(desc(pageLinks.linkedAt), desc(pageLinks.customerId))
      .prepare('');
  });
  return query.execute({ ...b, ...cutValues(cut) });
}

/** A page of the vendor's customers and their total. */
export function listVendorCustomers(
  db: Executor,
  vendorId: string,
  filter: VendorCustomerFilter,
  request: PageRequest,
) {
  return pageWithTotal(
    request,
    () => countVendorCustomers(db, bindingsOf(vendorId, filter)),
    (cut) => selectVendorCustomers(db, vendorId, filter, cut),
  );
}

/**
 * Without filters the kept count of the vendor's links is the total (migration 0011): deleting a
 * customer removes its links, so no deleted customer is counted. Filtered, the rows are counted.
 */
async function countVendorCustomers(db: Executor, b: Bindings): Promise<number> {
  if (b.pattern === undefined && b.isVerified === undefined && b.hasApplications === undefined) {
    const kept = prepared(db, 'vendor_customer_kept_total', () =>
      db
        .select({ n: sql<string | null>`sum(${vendorCustomerCounts.customers})` })
        .from(vendorCustomerCounts)
        .where(eq(vendorCustomerCounts.vendorId, bound('vendorId')))
        .prepare(''),
    );
    const [row] = await kept.execute(b);
    return Number(row?.n ?? 0);
  }
  const counted = prepared(db, `vendor_customer_total:${shapeOf(b)}`, () => {
    const links = db.select({ n: count() }).from(vendorCustomers);
    return (
      joinsCustomer(b) ? links.innerJoin(customers, eq(customers.id, vendorCustomers.customerId)) : links
    )
      .where(whereOf(b))
      .prepare('');
  });
  const [row] = await counted.execute(b);
  return row?.n ?? 0;
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

/**
 * Inserts a customer unless its phone is taken (undefined). Only the phone clash is absorbed: an
 * identity number already registered still raises its unique violation (409 IDENTITY_ALREADY_REGISTERED).
 */
export async function insertCustomer(
  db: Executor,
  values: typeof customers.$inferInsert,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .insert(customers)
    .values(values)
    .onConflictDoNothing({ target: customers.phoneNumber, where: sql.raw('deleted_at is null') })
    .returning();
  return row;
}
