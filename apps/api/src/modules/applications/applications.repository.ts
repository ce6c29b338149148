import { parseApplicationNumber } from '@quincena/shared';
import { and, asc, count, desc, eq, gte, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import {
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

/** A search for 'SOL-2026-000123' finds that application; any other text, names, phones and models. */
function searchOf(search: string): SQL | undefined {
  const number = parseApplicationNumber(search);
  if (number !== undefined) return eq(creditApplications.number, number);
  const pattern = containsPattern(search);
  return or(
    ilike(sql`coalesce(${customers.firstName}, '') || ' ' || coalesce(${customers.lastName}, '')`, pattern),
    ilike(customers.phoneNumber, phonePattern(search)),
    ilike(sql`${motorcycles.brand} || ' ' || ${motorcycles.model}`, pattern),
  );
}

function whereOf(filter: ApplicationFilter): SQL | undefined {
  return and(
    isNull(creditApplications.deletedAt),
    filter.vendorId ? eq(creditApplications.vendorId, filter.vendorId) : undefined,
    filter.customerId ? eq(creditApplications.customerId, filter.customerId) : undefined,
    filter.status ? eq(creditApplications.status, filter.status) : undefined,
    filter.startDate
      ? gte(
          creditApplications.createdAt,
          sql`(${filter.startDate}::date)::timestamp at time zone 'America/Panama'`,
        )
      : undefined,
    filter.endDate
      ? lt(
          creditApplications.createdAt,
          sql`(${filter.endDate}::date + 1)::timestamp at time zone 'America/Panama'`,
        )
      : undefined,
    filter.search ? searchOf(filter.search) : undefined,
  );
}

/** A page of applications, newest first, without counting the rest (a "recent" list needs no total). */
export function selectApplicationSummaries(
  db: Executor,
  filter: ApplicationFilter,
  page: { limit: number; offset: number },
): Promise<ApplicationSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(creditApplications)
    .innerJoin(customers, eq(customers.id, creditApplications.customerId))
    .innerJoin(motorcycles, eq(motorcycles.id, creditApplications.motorcycleId))
    .leftJoin(vendors, eq(vendors.id, creditApplications.vendorId))
    .where(whereOf(filter))
    .orderBy(desc(creditApplications.createdAt), desc(creditApplications.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function listApplicationSummaries(
  db: Executor,
  filter: ApplicationFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ApplicationSummaryRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    selectApplicationSummaries(db, filter, page),
    // The joins only matter to a text search; without one the applications alone give the total.
    filter.search
      ? db
          .select({ n: count() })
          .from(creditApplications)
          .innerJoin(customers, eq(customers.id, creditApplications.customerId))
          .innerJoin(motorcycles, eq(motorcycles.id, creditApplications.motorcycleId))
          .where(where)
      : db.select({ n: count() }).from(creditApplications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
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
  changes: Partial<typeof creditApplications.$inferInsert>,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(creditApplications)
    .set({ ...changes, updatedAt: new Date() })
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

export async function insertInstallments(db: Executor, rows: (typeof installments.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(installments).values(rows);
}

/** Moves each installment to its new due date, by payment number. */
export async function setInstallmentDueDates(db: Executor, applicationId: string, dueDates: string[]) {
  if (dueDates.length === 0) return;
  const values = sql.join(
    dueDates.map((dueDate, index) => sql`(${index + 1}::int, ${dueDate}::date)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${installments} set due_date = v.due_date, updated_at = now()
    from (values ${values}) as v(payment_number, due_date)
    where ${installments.applicationId} = ${applicationId}
      and ${installments.paymentNumber} = v.payment_number`);
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
    .where(eq(payments.applicationId, applicationId));
  return (paid?.cents ?? 0) + (credit?.cents ?? 0);
}

/** Application counts by status for one vendor, created since `from` (a Panama calendar date). */
export async function countApplicationsByStatus(db: Executor, filter: ApplicationFilter) {
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
