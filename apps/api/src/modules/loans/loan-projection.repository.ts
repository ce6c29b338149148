import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { installments, paymentAllocations, payments } from '../../db/schema/index.ts';

/**
 * The rows the replay projects (ADR 028 addendum): installments' paid parts and fees, receipts'
 * applied parts and their allocations. Only `projectLoan` writes through these.
 */

export async function listProjectedInstallments(db: Executor, applicationId: string) {
  return db
    .select({
      id: installments.id,
      lateFeeCents: installments.lateFeeCents,
      paidLateFeeCents: installments.paidLateFeeCents,
      paidInterestCents: installments.paidInterestCents,
      paidPrincipalCents: installments.paidPrincipalCents,
      paidAt: installments.paidAt,
      lateFeeAssessedAt: installments.lateFeeAssessedAt,
    })
    .from(installments)
    .where(eq(installments.applicationId, applicationId));
}

export async function writeInstallmentProjection(
  db: Executor,
  id: string,
  values: {
    lateFeeCents: number;
    paidLateFeeCents: number;
    paidInterestCents: number;
    paidPrincipalCents: number;
    paidAt: string | null;
    lateFeeAssessedAt: Date | null;
  },
) {
  await db.update(installments).set(values).where(eq(installments.id, id));
}

export async function listLoanReceipts(db: Executor, applicationId: string) {
  return db
    .select({
      id: payments.id,
      appliedLateFeeCents: payments.appliedLateFeeCents,
      appliedInterestCents: payments.appliedInterestCents,
      appliedPrincipalCents: payments.appliedPrincipalCents,
      unappliedCents: payments.unappliedCents,
      reversedAt: payments.reversedAt,
    })
    .from(payments)
    .where(eq(payments.applicationId, applicationId));
}

export async function writeReceiptProjection(
  db: Executor,
  id: string,
  values: {
    appliedLateFeeCents: number;
    appliedInterestCents: number;
    appliedPrincipalCents: number;
    unappliedCents: number;
  },
) {
  await db.update(payments).set(values).where(eq(payments.id, id));
}

/** Replaces the allocations of these receipts: they are a projection, rebuilt whole. */
export async function replaceAllocations(
  db: Executor,
  paymentIds: string[],
  rows: (typeof paymentAllocations.$inferInsert)[],
) {
  if (paymentIds.length > 0) {
    await db.delete(paymentAllocations).where(inArray(paymentAllocations.paymentId, paymentIds));
  }
  if (rows.length > 0) await db.insert(paymentAllocations).values(rows);
}
