import { parseApplicationNumber } from '@quincena/shared';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  asCut,
  cursorOf,
  cutSql,
  cutValues,
  dayMarksOf,
  type PageCut,
  type PageRequest,
  pageWithTotal,
} from '../../db/page-cut.ts';
import { prepared } from '../../db/prepared.ts';
import {
  applicationCounts,
  applicationDays,
  creditApplications,
  customers,
  installments,
  motorcycles,
  payments,
  vendors,
} from '../../db/schema/index.ts';
import { containsPattern, phonePattern } from '../../db/search.ts';

export type ApplicationRow = typeof creditApplications.$inferSelect;
export type InstallmentRow = typeof installments.$inferSelect;

const summaryColumns = {
  application: creditApplications,
  customer: {
    id: customers.id,
    firstName: customers.firstName,
    lastName: customers.lastName,
    phoneNumber: customers.phoneNumber,
    email: customers.email,
  },
  motorcycle: {
    id: motorcycles.id,
    brand: motorcycles.brand,
    model: motorcycles.model,
    year: motorcycles.year,
    priceCents: motorcycles.priceCents,
  },
  vendor: {
    id: vendors.id,
    firstName: vendors.firstName,
    lastName: vendors.lastName,
    dealershipName: vendors.dealershipName,
  },
};
export type ApplicationSummaryRow = {
  application: ApplicationRow;
  customer: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    phoneNumber: string;
    email: string | null;
  };
  motorcycle: { id: string; brand: string; model: string; year: number; priceCents: number };
  vendor: { id: string; firstName: string; lastName: string; dealershipName: string | null } | null;
};

export interface ApplicationFilter {
  vendorId?: string;
  customerId?: string;
  search?: string;
  status?: ApplicationRow['status'];
  /** Inclusive calendar dates in America/Panama. */
  startDate?: string;
  endDate?: string;
}

/**
 * The values a list's statement binds. Which of them are set is the statement's shape: each shape
 * is built once (`prepared`) and only bound afterwards. A search for 'SOL-2026-000123' looks for that
 * number; any other text for names, phones and models.
 */
function bindingsOf(filter: ApplicationFilter) {
  const search = filter.search || undefined;
  const number = search === undefined ? undefined : parseApplicationNumber(search);
  const text = number === undefined ? search : undefined;
  return {
    vendorId: filter.vendorId || undefined,
    customerId: filter.customerId || undefined,
    status: filter.status || undefined,
    startDate: filter.startDate || undefined,
    endDate: filter.endDate || undefined,
    number,
    pattern: text === undefined ? undefined : containsPattern(text),
    phone: text === undefined ? undefined : phonePattern(text),
  };
}
type Bindings = ReturnType<typeof bindingsOf>;

const shapeOf = (b: Bindings) =>
  Object.keys(b)
    .filter((key) => b[key as keyof Bindings] !== undefined)
    .join(',');
const bound = (name: keyof Bindings | 'limit' | 'offset' | 'cutAt' | 'cutId') => sql.placeholder(name);

function whereOf(b: Bindings): SQL | undefined {
  return and(
    isNull(creditApplications.deletedAt),
    b.vendorId ? eq(creditApplications.vendorId, bound('vendorId')) : undefined,
    b.customerId ? eq(creditApplications.customerId, bound('customerId')) : undefined,
    b.status ? eq(creditApplications.status, bound('status')) : undefined,
    b.startDate
      ? gte(
          creditApplications.createdAt,
          sql`(${bound('startDate')}::date)::timestamp at time zone 'America/Panama'`,
        )
      : undefined,
    b.endDate
      ? lt(
          creditApplications.createdAt,
          sql`(${bound('endDate')}::date + 1)::timestamp at time zone 'America/Panama'`,
        )
      : undefined,
    b.number !== undefined ? eq(creditApplications.number, bound('number')) : undefined,
    b.pattern !== undefined
      ? or(
          ilike(
            sql`coalesce(${customers.firstName}, '') || ' ' || coalesce(${customers.lastName}, '')`,
            bound('pattern'),
          ),
          ilike(customers.phoneNumber, bound('phone')),
          ilike(sql`${motorcycles.brand} || ' ' || ${motorcycles.model}`, bound('pattern')),
        )
      : undefined,
  );
}

/** A page of applications, newest first, without counting the rest (a "recent" list needs no total). */
export function selectApplicationSummaries(
  db: Executor,
  filter: ApplicationFilter,
  page: PageCut | { limit: number; offset: number },
): Promise<Array<ApplicationSummaryRow & { cursor: string }>> {
  const b = bindingsOf(filter);
  const cut = asCut(page);
  // Unnamed: planned for the values each time, as a status or a vendor can hold most rows or none.
  const query = prepared(db, `application_page:${shapeOf(b)}:${cut.kind}`, () => {
    const { where, orderBy } = cutSql(cut.kind, creditApplications.createdAt, creditApplications.id, bound);
    // A deferred join: the page's ids are cut first, joining only what the filter reads, and the
    // customer, motorcycle and vendor are joined to those rows alone, so a deep page costs what
    // the first one does (issue 29).
    const ids = db.select({ id: creditApplications.id }).from(creditApplications).$dynamic();
    const searched =
      b.pattern === undefined
        ? ids
        : ids
            .innerJoin(customers, eq(customers.id, creditApplications.customerId))
            .innerJoin(motorcycles, eq(motorcycles.id, creditApplications.motorcycleId));
    const page = searched
      .where(and(whereOf(b), where))
      .orderBy(...orderBy)
      .limit(bound('limit'))
      .offset(bound('offset'))
      .as('page_ids');
    return db
      .select({ ...summaryColumns, cursor: cursorOf(creditApplications.createdAt, creditApplications.id) })
      .from(page)
      .innerJoin(creditApplications, eq(creditApplications.id, page.id))
      .innerJoin(customers, eq(customers.id, creditApplications.customerId))
      .innerJoin(motorcycles, eq(motorcycles.id, creditApplications.motorcycleId))
      .leftJoin(vendors, eq(vendors.id, creditApplications.vendorId))
      .orderBy(desc(creditApplications.createdAt), desc(creditApplications.id))
      .prepare('');
  });
  return query.execute({ ...b, ...cutValues(cut) });
}

/** A page of applications and their total. */
export function listApplicationSummaries(
  db: Executor,
  filter: ApplicationFilter,
  request: PageRequest,
): Promise<{ rows: Array<ApplicationSummaryRow & { cursor: string }>; total: number }> {
  return pageWithTotal(
    request,
    () => countApplications(db, filter),
    (cut) => selectApplicationSummaries(db, filter, cut),
    markedByDay(filter) ? dayMarksOf(db, applicationsPerDay(filter.vendorId)) : undefined,
  );
}

/** Only a list filtered by nothing but its vendor has its rows kept by day (`application_days`). */
const markedByDay = (filter: ApplicationFilter) =>
  !filter.search && !filter.customerId && !filter.status && !filter.startDate && !filter.endDate;

/** Live applications created each day, all or one vendor's, from their kept figures (migration 0023). */
const applicationsPerDay = (vendorId?: string) => sql`select ${applicationDays.day} as day,
    sum(${applicationDays.created}) as n
  from ${applicationDays}
  ${vendorId === undefined ? sql`` : sql`where ${applicationDays.vendorId} = ${vendorId}`}
  group by ${applicationDays.day}`;

/** Filtered by nothing but a vendor and a status, the kept counts answer; anything else is counted. */
const keptCountsServe = (filter: ApplicationFilter) =>
  !filter.search && !filter.customerId && !filter.startDate && !filter.endDate;

async function countApplications(db: Executor, filter: ApplicationFilter): Promise<number> {
  const b = bindingsOf(filter);
  const shape = shapeOf(b);
  if (keptCountsServe(filter)) {
    const kept = prepared(db, `application_kept_total:${shape}`, () =>
      db
        .select({ n: sql<string | null>`sum(${applicationCounts.applications})` })
        .from(applicationCounts)
        .where(
          and(
            b.vendorId ? eq(applicationCounts.vendorId, bound('vendorId')) : undefined,
            b.status ? eq(applicationCounts.status, bound('status')) : undefined,
          ),
        )
        .prepare(''),
    );
    const [row] = await kept.execute(b);
    return Number(row?.n ?? 0);
  }
  const counted = prepared(db, `application_total:${shape}`, () => {
    const query = db.select({ n: count() }).from(creditApplications);
    // The joins only matter to a text search; without one the applications alone give the total.
    const joined =
      b.pattern === undefined
        ? query
        : query
            .innerJoin(customers, eq(customers.id, creditApplications.customerId))
            .innerJoin(motorcycles, eq(motorcycles.id, creditApplications.motorcycleId));
    return joined.where(whereOf(b)).prepare('');
  });
  const [row] = await counted.execute(b);
  return row?.n ?? 0;
}

/** By id, within the caller's scope (a vendor's or a customer's own); built once per scope kind. */
export async function findApplicationSummary(
  db: Executor,
  id: string,
  scope: { vendorId?: string; customerId?: string },
): Promise<ApplicationSummaryRow | undefined> {
  const name = `application_summary${scope.vendorId ? '_vendor' : ''}${scope.customerId ? '_customer' : ''}`;
  const query = prepared(db, name, () =>
    db
      .select(summaryColumns)
      .from(creditApplications)
      .innerJoin(customers, eq(customers.id, creditApplications.customerId))
      .innerJoin(motorcycles, eq(motorcycles.id, creditApplications.motorcycleId))
      .leftJoin(vendors, eq(vendors.id, creditApplications.vendorId))
      .where(
        and(
          eq(creditApplications.id, sql.placeholder('id')),
          isNull(creditApplications.deletedAt),
          scope.vendorId ? eq(creditApplications.vendorId, sql.placeholder('vendorId')) : undefined,
          scope.customerId ? eq(creditApplications.customerId, sql.placeholder('customerId')) : undefined,
        ),
      )
      .prepare(name),
  );
  const [row] = await query.execute({ id, ...scope });
  return row;
}

export async function insertApplication(
  db: Executor,
  values: typeof creditApplications.$inferInsert,
): Promise<ApplicationRow> {
  const [row] = await db.insert(creditApplications).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateApplication(
  db: Executor,
  id: string,
  /** `updatedAt` from the caller's clock, so a test's clock is the one the row shows. */
  changes: Partial<typeof creditApplications.$inferInsert> & { updatedAt: Date },
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(creditApplications)
    .set(changes)
    .where(eq(creditApplications.id, id))
    .returning();
  return row;
}

export async function listInstallments(db: Executor, applicationId: string): Promise<InstallmentRow[]> {
  const query = prepared(db, 'installments_of_application', () =>
    db
      .select()
      .from(installments)
      .where(eq(installments.applicationId, sql.placeholder('applicationId')))
      .orderBy(asc(installments.paymentNumber))
      .prepare('installments_of_application'),
  );
  return query.execute({ applicationId });
}

/**
 * The live application, locked until the transaction ends: every transition reads its status under
 * this lock, so two admins acting at once see each other's result.
 */
export async function lockApplication(db: Executor, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(creditApplications)
    .where(and(eq(creditApplications.id, id), isNull(creditApplications.deletedAt)))
    .for('update');
  return row;
}

/** Live applications, locked in the order of their ids (two writers of overlapping sets cannot deadlock). */
export async function lockApplications(db: Executor, ids: readonly string[]): Promise<ApplicationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(creditApplications)
    .where(and(inArray(creditApplications.id, [...ids]), isNull(creditApplications.deletedAt)))
    .orderBy(asc(creditApplications.id))
    .for('update');
}

/** Cents received for a loan: applied to installments or kept as credit. */
export async function moneyReceivedCents(db: Executor, applicationId: string): Promise<number> {
  const [paid] = await db
    .select({
      cents: sql<number>`coalesce(sum(${installments.paidLateFeeCents} + ${installments.paidInterestCents} + ${installments.paidPrincipalCents}), 0)::int`,
    })
    .from(installments)
    .where(eq(installments.applicationId, applicationId));
  const [credit] = await db
    .select({ cents: sql<number>`coalesce(sum(${payments.unappliedCents}), 0)::int` })
    .from(payments)
    // A reversed receipt's credit went with it.
    .where(and(eq(payments.applicationId, applicationId), isNull(payments.reversedAt)));
  return (paid?.cents ?? 0) + (credit?.cents ?? 0);
}

/** Application counts by status for one vendor, created since `from` (a Panama calendar date). */
/** Live applications by status with their financed amounts and sale values, as kept (migration 0021). */
export async function keptApplicationFigures(db: Executor) {
  const total = (column: AnyPgColumn) => sql<string>`sum(${column})`;
  const rows = await db
    .select({
      status: applicationCounts.status,
      applications: total(applicationCounts.applications),
      financedCents: total(applicationCounts.financedCents),
      saleValueCents: total(applicationCounts.saleValueCents),
    })
    .from(applicationCounts)
    .groupBy(applicationCounts.status);
  return rows.map((row) => ({
    status: row.status,
    applications: Number(row.applications),
    financedCents: Number(row.financedCents),
    saleValueCents: Number(row.saleValueCents),
  }));
}

type KeptApplicationFigures = Awaited<ReturnType<typeof keptApplicationFigures>>;

/** The kept figures of the applications in some statuses, summed. */
export function keptTotalsOf(rows: KeptApplicationFigures, ...statuses: ApplicationRow['status'][]) {
  return rows
    .filter((row) => statuses.includes(row.status))
    .reduce(
      (total, row) => ({
        applications: total.applications + row.applications,
        financedCents: total.financedCents + row.financedCents,
        saleValueCents: total.saleValueCents + row.saleValueCents,
      }),
      { applications: 0, financedCents: 0, saleValueCents: 0 },
    );
}

/** Live applications per status: everyone's or a vendor's from the kept counts, a customer's counted. */
export async function countApplicationsByStatus(
  db: Executor,
  filter: ApplicationFilter,
): Promise<{ status: ApplicationRow['status']; n: number }[]> {
  if (keptCountsServe(filter) && !filter.status) {
    const n = sql<string>`sum(${applicationCounts.applications})`;
    const rows = await db
      .select({ status: applicationCounts.status, n })
      .from(applicationCounts)
      .where(filter.vendorId ? eq(applicationCounts.vendorId, filter.vendorId) : undefined)
      .groupBy(applicationCounts.status)
      .having(sql`${n} <> 0`);
    return rows.map((row) => ({ status: row.status, n: Number(row.n) }));
  }
  return db
    .select({ status: creditApplications.status, n: count() })
    .from(creditApplications)
    .where(
      and(
        isNull(creditApplications.deletedAt),
        filter.vendorId ? eq(creditApplications.vendorId, filter.vendorId) : undefined,
        filter.customerId ? eq(creditApplications.customerId, filter.customerId) : undefined,
        filter.startDate
          ? gte(
              creditApplications.createdAt,
              sql`(${filter.startDate}::date)::timestamp at time zone 'America/Panama'`,
            )
          : undefined,
      ),
    )
    .groupBy(creditApplications.status);
}
