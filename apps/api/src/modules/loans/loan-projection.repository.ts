import { inArray, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { paymentAllocations } from '../../db/schema/index.ts';

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
  paidAt: string | null;
}

/**
 * A loan's installments, locked. Plain SQL with its own mapping: it runs on every write to a loan,
 * inside the write's transaction, where the query builder would render it anew each time (ADR 028,
 * cost). Instants travel as epoch milliseconds and dates as text, alike on PostgreSQL and PGlite.
 */
export async function lockProjectedInstallments(
  db: Executor,
  applicationId: string,
): Promise<ProjectedInstallmentRow[]> {
  const rows = await queryRows<
    Omit<ProjectedInstallmentRow, 'lateFeeAssessedAt'> & { assessedMs: number | null }
  >(
    db,
    sql`select id, application_id as "applicationId", payment_number as "paymentNumber",
        due_date::text as "dueDate", amount_cents as "amountCents", principal_cents as "principalCents",
        interest_cents as "interestCents", late_fee_cents as "lateFeeCents",
        (extract(epoch from late_fee_assessed_at) * 1000)::float8 as "assessedMs",
        paid_late_fee_cents as "paidLateFeeCents", paid_interest_cents as "paidInterestCents",
        paid_principal_cents as "paidPrincipalCents", paid_at::text as "paidAt"
      from installments where application_id = ${applicationId}
      order by payment_number for update`,
  );
  return rows.map(({ assessedMs, ...row }) => ({
    ...row,
    lateFeeAssessedAt: assessedMs === null ? null : new Date(Math.floor(assessedMs)),
  }));
}

export interface InstallmentProjection {
  id: string;
  lateFeeCents: number;
  paidLateFeeCents: number;
  paidInterestCents: number;
  paidPrincipalCents: number;
  paidAt: string | null;
  lateFeeAssessedAt: Date | null;
}

/** The changed installments, in one statement whatever their number. */
export async function writeInstallmentProjections(db: Executor, rows: InstallmentProjection[]) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}::uuid, ${r.lateFeeCents}::integer, ${r.paidLateFeeCents}::integer,
          ${r.paidInterestCents}::integer, ${r.paidPrincipalCents}::integer, ${r.paidAt}::date,
          ${r.lateFeeAssessedAt?.toISOString() ?? null}::timestamptz)`,
    ),
    sql`, `,
  );
  await db.execute(sql`update installments as i set
      late_fee_cents = v.late_fee_cents, paid_late_fee_cents = v.paid_late_fee_cents,
      paid_interest_cents = v.paid_interest_cents, paid_principal_cents = v.paid_principal_cents,
      paid_at = v.paid_at, late_fee_assessed_at = v.late_fee_assessed_at
    from (values ${values}) as v(id, late_fee_cents, paid_late_fee_cents, paid_interest_cents,
      paid_principal_cents, paid_at, late_fee_assessed_at)
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
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}::uuid, ${r.appliedLateFeeCents}::integer, ${r.appliedInterestCents}::integer,
          ${r.appliedPrincipalCents}::integer, ${r.unappliedCents}::integer)`,
    ),
    sql`, `,
  );
  await db.execute(sql`update payments as p set
      applied_late_fee_cents = v.late_fee, applied_interest_cents = v.interest,
      applied_principal_cents = v.principal, unapplied_cents = v.unapplied
    from (values ${values}) as v(id, late_fee, interest, principal, unapplied)
    where p.id = v.id`);
}

export type AllocationProjection = Omit<typeof paymentAllocations.$inferInsert, 'id' | 'createdAt'>;

/** Deletes the stale receipts' allocations and inserts `rows`: per receipt they are rebuilt whole. */
export async function replaceAllocations(db: Executor, stale: string[], rows: AllocationProjection[]) {
  if (stale.length > 0) {
    await db.delete(paymentAllocations).where(inArray(paymentAllocations.paymentId, stale));
  }
  if (rows.length > 0) await db.insert(paymentAllocations).values(rows);
}
