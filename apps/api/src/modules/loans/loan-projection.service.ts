import { businessToday } from '@quincena/shared';
import type { Clock } from '../../clock.ts';
import type { Executor } from '../../db/client.ts';
import {
  listLoanReceipts,
  listProjectedInstallments,
  replaceAllocations,
  writeInstallmentProjection,
  writeReceiptProjection,
} from './loan-projection.repository.ts';
import { replayStoredLoan } from './loans.service.ts';

/**
 * Writes what the ledger replays to into the rows the rest of the app reads (ADR 028 addendum):
 * every installment's paid parts, late fee and `paid_at`, every surviving receipt's applied parts
 * and credit, and the loan's allocations. Run after an entry that changes the past (a reversal, a
 * back-dated receipt), in the caller's transaction with the loan locked. Only the rows that
 * differ are updated, so the installments' triggers (positions, due totals) see the real changes.
 */
export async function projectLoan(tx: Executor, applicationId: string, clock: Clock) {
  // One after the other: a transaction's client runs one query at a time.
  const { replay, entries } = await replayStoredLoan(tx, applicationId, businessToday(clock.now()));
  const storedInstallments = await listProjectedInstallments(tx, applicationId);
  const receipts = await listLoanReceipts(tx, applicationId);

  const stored = new Map(storedInstallments.map((i) => [i.id, i]));
  for (const i of replay.installments) {
    const next = {
      lateFeeCents: i.lateFeeCents,
      paidLateFeeCents: i.paidLateFeeCents,
      paidInterestCents: i.paidInterestCents,
      paidPrincipalCents: i.paidPrincipalCents,
      paidAt: i.paidAt,
    };
    const was = stored.get(i.id);
    const same = was && (Object.keys(next) as (keyof typeof next)[]).every((k) => was[k] === next[k]);
    if (!same) await writeInstallmentProjection(tx, i.id, next);
  }

  // Each surviving REPAYMENT speaks for its receipt row; a reversed receipt keeps its row as it was.
  const receiptOf = new Map(
    entries.filter((e) => e.entry.paymentId).map((e) => [e.entry.id, e.entry.paymentId as string]),
  );
  const rows = new Map(receipts.map((r) => [r.id, r]));
  for (const split of replay.transactions) {
    const paymentId = receiptOf.get(split.id);
    const row = paymentId ? rows.get(paymentId) : undefined;
    if (!paymentId || !row) continue;
    const next = {
      appliedLateFeeCents: split.lateFeeCents,
      appliedInterestCents: split.interestCents,
      appliedPrincipalCents: split.principalCents,
      unappliedCents: split.creditCents,
    };
    const same =
      row.appliedLateFeeCents === next.appliedLateFeeCents &&
      row.appliedInterestCents === next.appliedInterestCents &&
      row.appliedPrincipalCents === next.appliedPrincipalCents &&
      row.unappliedCents === next.unappliedCents;
    if (!same) await writeReceiptProjection(tx, paymentId, next);
  }

  await replaceAllocations(
    tx,
    receipts.map((r) => r.id),
    replay.allocations.flatMap((a) => {
      const paymentId = receiptOf.get(a.transactionId);
      if (!paymentId) return [];
      const { lateFeeCents, interestCents, principalCents } = a;
      return [{ paymentId, installmentId: a.installmentId, lateFeeCents, interestCents, principalCents }];
    }),
  );
  return replay;
}
