import { inArray, sql } from 'drizzle-orm';
import { type Executor, idList, queryRows } from '../../db/client.ts';
import { jsonRecords, jsonRows } from '../../db/json-rows.ts';
import { installments, paymentAllocations, payments } from '../../db/schema/index.ts';
import { findLoanApplication, loanStartDate } from './loans.repository.ts';

/**
 * The rows the replay projects (ADR 028 addendum): installments' paid parts and fees, receipts'
 * applied parts and their allocations. Only the projection writes through these.
 */

/** An installment as a loan's write reads it: its schedule and what the projection writes. */
export interface ProjectedInstallmentRow {
  id: string;
  applicationId: string;
  paymentNumber: number;
  dueDate: string;
  amountCents: number;
  principalCents: number;
  interestCents: number;
  lateFeeCents: number;
  lateFeeAssessedAt: Date | null;
  paidLateFeeCents: number;
  paidInterestCents: number;
  paidPrincipalCents: number;
  rebatedInterestCents: number;
  paidAt: string | null;
}

/** A loan's installments, locked, with the day its first interest period begins. */
export interface LockedInstallments {
  installments: ProjectedInstallmentRow[];
  startDate: string;
}

/**
 * The loans' installments, locked, by loan. Plain SQL with its own mapping: it runs on every write to
 * a loan, inside the write's transaction, where the query builder would render it anew each time
 * (ADR 028, cost). Instants travel as epoch milliseconds and dates as text, alike on PostgreSQL and
 * PGlite. Locked in one order (loan, then number), so two writers of overlapping loans cannot deadlock.
 */
export async function lockProjectedInstallments(
  db: Executor,
  applicationIds: readonly string[],
): Promise<Map<string, LockedInstallments>> {
  // The loan's start date rides along (the same on every row): a write still reads twice.
  const rows = await queryRows<
    Omit<ProjectedInstallmentRow, 'lateFeeAssessedAt'> & { assessedMs: number | null; startDate: string }
  >(
    db,
    sql`select i.id, i.application_id as "applicationId", i.payment_number as "paymentNumber",
        i.due_date::text as "dueDate", i.amount_cents as "amountCents", i.principal_cents as "principalCents",
        i.interest_cents as "interestCents", i.late_fee_cents as "lateFeeCents",
        (extract(epoch from i.late_fee_assessed_at) * 1000)::float8 as "assessedMs",
        i.paid_late_fee_cents as "paidLateFeeCents", i.paid_interest_cents as "paidInterestCents",
        i.paid_principal_cents as "paidPrincipalCents", i.rebated_interest_cents as "rebatedInterestCents",
        i.paid_at::text as "paidAt", ${loanStartDate} as "startDate"
      from installments i join credit_applications on credit_applications.id = i.application_id
      where i.application_id in ${idList(applicationIds)}
      order by i.application_id, i.payment_number for update of i`,
  );
  const byLoan = new Map<string, LockedInstallments>();
  for (const { assessedMs, startDate, ...row } of rows) {
    const loan = byLoan.get(row.applicationId) ?? { installments: [], startDate };
    loan.installments.push({
      ...row,
      lateFeeAssessedAt: assessedMs === null ? null : new Date(Math.floor(assessedMs)),
    });
    byLoan.set(row.applicationId, loan);
  }
  // A loan without installments still has its start date.
  for (const id of applicationIds.filter((id) => !byLoan.has(id))) {
    const startDate = (await findLoanApplication(db, id))?.startDate;
    if (!startDate) throw new Error(`loan ${id} vanished under its lock`);
    byLoan.set(id, { installments: [], startDate });
  }
  return byLoan;
}

export interface InstallmentProjection {
  id: string;
  lateFeeCents: number;
  paidLateFeeCents: number;
  paidInterestCents: number;
  paidPrincipalCents: number;
  rebatedInterestCents: number;
  paidAt: string | null;
  lateFeeAssessedAt: Date | null;
}

/** The changed installments, in one statement whatever their number. */
export async function writeInstallmentProjections(db: Executor, rows: InstallmentProjection[]) {
  if (rows.length === 0) return;
  await db.execute(sql`update installments as i set
      late_fee_cents = v.late_fee_cents, paid_late_fee_cents = v.paid_late_fee_cents,
      paid_interest_cents = v.paid_interest_cents, paid_principal_cents = v.paid_principal_cents,
      rebated_interest_cents = v.rebated_interest_cents, paid_at = v.paid_at,
      late_fee_assessed_at = v.late_fee_assessed_at
    from ${jsonRecords(installments, rows)} as v
    where i.id = v.id`);
}

export interface ReceiptProjection {
  id: string;
  appliedLateFeeCents: number;
  appliedInterestCents: number;
  appliedPrincipalCents: number;
  unappliedCents: number;
}

/** The changed receipts, in one statement whatever their number. */
export async function writeReceiptProjections(db: Executor, rows: ReceiptProjection[]) {
  if (rows.length === 0) return;
  await db.execute(sql`update payments as p set
      applied_late_fee_cents = v.applied_late_fee_cents, applied_interest_cents = v.applied_interest_cents,
      applied_principal_cents = v.applied_principal_cents, unapplied_cents = v.unapplied_cents
    from ${jsonRecords(payments, rows)} as v
    where p.id = v.id`);
}

export type AllocationProjection = Omit<typeof paymentAllocations.$inferInsert, 'id' | 'createdAt'>;

/** Deletes the stale receipts' allocations and inserts `rows`: per receipt they are rebuilt whole. */
export async function replaceAllocations(db: Executor, stale: string[], rows: AllocationProjection[]) {
  if (stale.length > 0) {
    await db.delete(paymentAllocations).where(inArray(paymentAllocations.paymentId, stale));
  }
  if (rows.length > 0)
    await db.execute(sql`insert into payment_allocations ${jsonRows(paymentAllocations, rows)}`);
}
