import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { creditApplications, customerPaymentReports, customers, payments } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type ReportRow = typeof customerPaymentReports.$inferSelect;

/** Money received for a loan and not applied to any installment. */
export async function unappliedCreditCents(db: Executor, applicationId: string): Promise<number> {
  // A reversed receipt's credit went with it; a refund paid part of it back (never reversed).
  const [row] = await db
    .select({
      cents: sql<number>`(coalesce(sum(${payments.unappliedCents}), 0) - coalesce((select sum(r.amount_cents)
        from loan_transactions r where r.application_id = ${applicationId} and r.type = 'REFUND'), 0))::int`,
    })
    .from(payments)
    .where(and(eq(payments.applicationId, applicationId), isNull(payments.reversedAt)));
  return row?.cents ?? 0;
}

export async function insertReport(
  db: Executor,
  values: typeof customerPaymentReports.$inferInsert,
): Promise<ReportRow> {
  const [row] = await db.insert(customerPaymentReports).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** A report, locked so that of two reviewers only the first decides it. */
export async function lockReport(db: Executor, id: string): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(customerPaymentReports)
    .where(eq(customerPaymentReports.id, id))
    .for('update');
  return row;
}

export async function updateReport(
  db: Executor,
  id: string,
  /** `updatedAt` from the caller's clock, so a test's clock is the one the row shows. */
  changes: Partial<typeof customerPaymentReports.$inferInsert> & { updatedAt: Date },
): Promise<ReportRow | undefined> {
  const [row] = await db
    .update(customerPaymentReports)
    .set(changes)
    .where(eq(customerPaymentReports.id, id))
    .returning();
  return row;
}

const reportColumns = {
  report: customerPaymentReports,
  // The receipt an approved report became: reversed since, the customer sees it so.
  reversedAt: payments.reversedAt,
  customer: {
    id: customers.id,
    firstName: customers.firstName,
    lastName: customers.lastName,
    phoneNumber: customers.phoneNumber,
  },
};
export interface ReportWithCustomer {
  report: ReportRow;
  reversedAt: Date | null;
  customer: { id: string; firstName: string | null; lastName: string | null; phoneNumber: string };
}

/** Reports, newest first; a customer sees only its own. */
export async function listReports(
  db: Executor,
  filter: { status?: ReportRow['status']; customerId?: string },
  page: { limit: number; offset: number },
) {
  const where = and(
    filter.status ? eq(customerPaymentReports.status, filter.status) : undefined,
    filter.customerId ? eq(customerPaymentReports.customerId, filter.customerId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(reportColumns)
      .from(customerPaymentReports)
      .innerJoin(customers, eq(customers.id, customerPaymentReports.customerId))
      .leftJoin(payments, eq(payments.id, customerPaymentReports.paymentId))
      .where(where)
      .orderBy(desc(customerPaymentReports.createdAt), desc(customerPaymentReports.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(customerPaymentReports).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every report of a status (or all), newest first, with the number of its application: for the CSV export. */
export function selectReportsForExport(
  db: Executor,
  filter: { status?: ReportRow['status'] },
  limit: number,
) {
  return db
    .select({
      ...reportColumns,
      application: { number: creditApplications.number, createdAt: creditApplications.createdAt },
    })
    .from(customerPaymentReports)
    .innerJoin(customers, eq(customers.id, customerPaymentReports.customerId))
    .leftJoin(payments, eq(payments.id, customerPaymentReports.paymentId))
    .innerJoin(creditApplications, eq(creditApplications.id, customerPaymentReports.applicationId))
    .where(filter.status ? eq(customerPaymentReports.status, filter.status) : undefined)
    .orderBy(desc(customerPaymentReports.createdAt), desc(customerPaymentReports.id))
    .limit(limit);
}
export type ReportExportRow = Awaited<ReturnType<typeof selectReportsForExport>>[number];

/** How many reports wait for review: an index-only count over `customer_payment_reports_status_idx`. */
export async function countPendingReports(db: Executor): Promise<number> {
  const query = prepared(db, 'pending_reports_count', () =>
    db
      .select({ n: count() })
      .from(customerPaymentReports)
      .where(eq(customerPaymentReports.status, 'PENDING'))
      .prepare('pending_reports_count'),
  );
  const [row] = await query.execute();
  return row?.n ?? 0;
}

export async function findReport(db: Executor, id: string) {
  const [row] = await db
    .select(reportColumns)
    .from(customerPaymentReports)
    .innerJoin(customers, eq(customers.id, customerPaymentReports.customerId))
    .leftJoin(payments, eq(payments.id, customerPaymentReports.paymentId))
    .where(eq(customerPaymentReports.id, id));
  return row;
}
