import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  cursorOf,
  cutSql,
  dayMarksOf,
  type PageCut,
  type PageRequest,
  pageWithTotal,
} from '../../db/page-cut.ts';
import {
  creditApplications,
  customerCounts,
  customerDays,
  customers,
  motorcycles,
  payments,
  vendorCustomers,
  vendors,
} from '../../db/schema/index.ts';
import { containsPattern, phonePattern } from '../../db/search.ts';
import { amongFoundCustomers, customerFound } from './customer-search.ts';
import type { CustomerRow } from './customers.repository.ts';

/** The live customers, or those a search finds. */
function whereOf(search?: string): SQL | undefined {
  return search ? customerFound(containsPattern(search), phonePattern(search)) : isNull(customers.deletedAt);
}

// The outer column is spelt out: drizzle leaves columns unqualified in a single-table select.
const applicationsCount = sql<number>`(select count(*)::int from ${creditApplications} a
  where a.customer_id = ${sql.identifier('customers')}.${sql.identifier('id')} and a.deleted_at is null)`;

/** Statuses of a financing that keep its customer: a loan was granted (issue 22: one rule, here). */
export const FINANCED_STATUSES = ['APPROVED', 'DISBURSED'] as const;

/**
 * Whether the customer could be deleted now (no granted financing, no payment): answered with the
 * list and the detail so the screens offer "Eliminar" only where `deleteCustomer` would accept it.
 */
const customerId = sql`${sql.identifier('customers')}.${sql.identifier('id')}`;
const canDelete = sql<boolean>`(not exists (select 1 from ${creditApplications} fa
    where fa.customer_id = ${customerId} and fa.deleted_at is null
      and fa.status in (${sql.join(
        FINANCED_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )}))
  and not exists (select 1 from ${payments} fp
    join ${creditApplications} pa on pa.id = fp.application_id
    where pa.customer_id = ${customerId}))`.mapWith(Boolean);

/** The live customers, counted from the kept figures without a search. */
function countCustomers(db: Executor, filter: { search?: string }) {
  // Without a search the kept count of live customers is the total (migration 0012).
  return (
    filter.search
      ? db.select({ n: count() }).from(customers).where(whereOf(filter.search))
      : db
          .select({ n: sql<number>`coalesce(sum(${customerCounts.customers}), 0)`.mapWith(Number) })
          .from(customerCounts)
  ).then(([row]) => row?.n ?? 0);
}

/** A page of live customers, newest first, with how many applications each has and whether it can go. */
function selectCustomerPage(db: Executor, filter: { search?: string }, cut: PageCut) {
  const bind = (name: 'cutAt' | 'cutId') => (name === 'cutAt' ? cut.at : cut.id);
  const { where, orderBy } = cutSql(cut.kind, customers.createdAt, customers.id, bind);
  // A deferred join: the page's ids are cut over the index alone (from a cursor when it has one),
  // then only those rows are read and get their per-row counts, so a deep page costs what the
  // first one does (issue 29, ADR 053).
  const pageIds = db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        isNull(customers.deletedAt),
        filter.search
          ? amongFoundCustomers(customers.id, containsPattern(filter.search), phonePattern(filter.search))
          : undefined,
        where,
      ),
    )
    .orderBy(...orderBy)
    .limit(cut.limit)
    .offset(cut.offset)
    .as('page_ids');
  return db
    .select({
      customer: customers,
      applicationsCount,
      canDelete,
      cursor: cursorOf(customers.createdAt, customers.id),
    })
    .from(pageIds)
    .innerJoin(customers, eq(customers.id, pageIds.id))
    .orderBy(desc(customers.createdAt), desc(customers.id));
}

/** A page of live customers and their total; without a search, a deep page starts from its day. */
export function listAllCustomers(db: Executor, filter: { search?: string }, request: PageRequest) {
  return pageWithTotal(
    request,
    () => countCustomers(db, filter),
    (cut) => selectCustomerPage(db, filter, cut),
    filter.search ? undefined : dayMarksOf(db, customersPerDay),
  );
}

/** Live customers registered each day, from their kept figures (migrations 0024, 0026). */
const customersPerDay = sql`select ${customerDays.day} as day, sum(${customerDays.registered}) as n
  from ${customerDays} where ${customerDays.brand} = '' and ${customerDays.termMonths} = 0
  group by ${customerDays.day}`;

/** Every live customer the search finds, newest first, with its applications count: for the CSV export. */
export function selectCustomersForExport(db: Executor, filter: { search?: string }, limit: number) {
  return db
    .select({ customer: customers, applicationsCount })
    .from(customers)
    .where(whereOf(filter.search))
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(limit);
}
export type CustomerExportRow = Awaited<ReturnType<typeof selectCustomersForExport>>[number];

/** Whether a live customer could be deleted now (see `canDelete`); undefined when there is none. */
export async function customerDeletable(db: Executor, id: string): Promise<boolean | undefined> {
  const [row] = await db
    .select({ canDelete })
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.deletedAt)));
  return row?.canDelete;
}

/** A customer's live applications, newest first, with the motorcycle and the vendor. */
export async function listCustomerApplications(db: Executor, customerId: string) {
  return db
    .select({
      id: creditApplications.id,
      status: creditApplications.status,
      saleValueCents: creditApplications.saleValueCents,
      loanTermMonths: creditApplications.loanTermMonths,
      createdAt: creditApplications.createdAt,
      brand: motorcycles.brand,
      model: motorcycles.model,
      year: motorcycles.year,
      vendorFirstName: vendors.firstName,
      vendorLastName: vendors.lastName,
      dealershipName: vendors.dealershipName,
    })
    .from(creditApplications)
    .innerJoin(motorcycles, eq(motorcycles.id, creditApplications.motorcycleId))
    .leftJoin(vendors, eq(vendors.id, creditApplications.vendorId))
    .where(and(eq(creditApplications.customerId, customerId), isNull(creditApplications.deletedAt)))
    .orderBy(desc(creditApplications.createdAt));
}

/**
 * Locks a live customer and its live applications until the transaction ends, so no approval or
 * payment lands between the deletion check and the deletion. Answers the applications' statuses.
 */
export async function lockCustomerForDeletion(db: Executor, id: string) {
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.deletedAt)))
    .for('update');
  if (!customer) return undefined;
  const applications = await db
    .select({ id: creditApplications.id, status: creditApplications.status })
    .from(creditApplications)
    .where(and(eq(creditApplications.customerId, id), isNull(creditApplications.deletedAt)))
    .for('update');
  return { customer, applications };
}

/**
 * Soft-deletes a customer: the row stays for the audit trail, its sessions end (token version),
 * vendors lose the link and its open applications are withdrawn with it.
 */
export async function softDeleteCustomer(
  db: Executor,
  customer: CustomerRow,
  input: { adminId: string; at: Date; applicationIds: string[] },
): Promise<void> {
  await db
    .update(customers)
    .set({ deletedAt: input.at, tokenVersion: customer.tokenVersion + 1, updatedAt: input.at })
    .where(eq(customers.id, customer.id));
  await db.delete(vendorCustomers).where(eq(vendorCustomers.customerId, customer.id));
  if (input.applicationIds.length > 0) {
    await db
      .update(creditApplications)
      .set({ deletedAt: input.at, deletedBy: input.adminId, updatedAt: input.at })
      .where(inArray(creditApplications.id, input.applicationIds));
  }
}

/** Live customers, the verified ones and the active ones (a loan approved or disbursed), as kept (migration 0021). */
export async function keptCustomerFigures(db: Executor) {
  const total = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
  const [row] = await db
    .select({
      total: total(customerCounts.customers),
      verified: total(customerCounts.verified),
      active: total(customerCounts.active),
    })
    .from(customerCounts);
  return { total: row?.total ?? 0, verified: row?.verified ?? 0, active: row?.active ?? 0 };
}
