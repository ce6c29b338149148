import { businessToday, fromCents, type LoanReplay } from '@quincena/shared';
import type { Clock } from '../../clock.ts';
import type { Executor } from '../../db/client.ts';
import { recordAudits } from '../audit/audit.repository.ts';
import {
  listLoanReceipts,
  listProjectedInstallments,
  replaceAllocations,
  writeInstallmentProjection,
  writeReceiptProjection,
} from './loan-projection.repository.ts';
import type { LoanTransactionRow } from './loans.repository.ts';
import { type LedgerActor, replayStoredLoan } from './loans.service.ts';

/**
 * When each installment's late fee counts, by the replay: the posted instant of its deserved
 * LATE_FEE, or null when every LATE_FEE it has was cancelled (a back-dated receipt paid it within
 * the grace period). An installment with no LATE_FEE entry is left out: a fee the backfill found
 * waived whole has no entry, and its `late_fee_assessed_at` must stay so the job never charges it again.
 */
function lateFeeAssessments(replay: LoanReplay, entries: { entry: LoanTransactionRow }[]) {
  const cancelled = new Set(replay.cancelledLateFees);
  const surviving = new Set(replay.transactions.map((t) => t.id));
  const assessedAt = new Map<string, Date | null>();
  for (const { entry } of entries) {
    if (entry.type !== 'LATE_FEE' || !entry.installmentId || !surviving.has(entry.id)) continue;
    if (!cancelled.has(entry.id)) assessedAt.set(entry.installmentId, entry.createdAt);
    else if (!assessedAt.has(entry.installmentId)) assessedAt.set(entry.installmentId, null);
  }
  return assessedAt;
}

/**
 * Writes what the ledger replays to into the rows the rest of the app reads (ADR 028 addenda):
 * every installment's paid parts, late fee, `paid_at` and `late_fee_assessed_at`, every surviving
 * receipt's applied parts and credit, and the loan's allocations. Run after every receipt and
 * reversal, in the caller's transaction with the loan locked. Only the rows that differ are
 * updated, so the installments' triggers (positions, due totals) see the real changes. A late fee
 * the replay cancels is audited as `late_fee_cancelled` under `actor`; its LATE_FEE entry stays.
 */
export async function projectLoan(tx: Executor, applicationId: string, clock: Clock, actor: LedgerActor) {
  // One after the other: a transaction's client runs one query at a time.
  const { replay, entries } = await replayStoredLoan(tx, applicationId, businessToday(clock.now()));
  const storedInstallments = await listProjectedInstallments(tx, applicationId);
  const receipts = await listLoanReceipts(tx, applicationId);

  const stored = new Map(storedInstallments.map((i) => [i.id, i]));
  const assessments = lateFeeAssessments(replay, entries);
  const cancelled: { id: string; from: number; to: number }[] = [];
  for (const i of replay.installments) {
    const was = stored.get(i.id);
    const assessed = assessments.get(i.id);
    const kept = was?.lateFeeAssessedAt ?? null;
    // A fee the replay counts again (its cancelling receipt reversed) gets its instant back.
    const lateFeeAssessedAt = assessed === undefined ? kept : assessed === null ? null : (kept ?? assessed);
    const next = {
      lateFeeCents: i.lateFeeCents,
      paidLateFeeCents: i.paidLateFeeCents,
      paidInterestCents: i.paidInterestCents,
      paidPrincipalCents: i.paidPrincipalCents,
      paidAt: i.paidAt,
      lateFeeAssessedAt,
    };
    if (was?.lateFeeAssessedAt && next.lateFeeAssessedAt === null) {
      cancelled.push({ id: i.id, from: was.lateFeeCents, to: next.lateFeeCents });
    }
    const same =
      was &&
      was.lateFeeCents === next.lateFeeCents &&
      was.paidLateFeeCents === next.paidLateFeeCents &&
      was.paidInterestCents === next.paidInterestCents &&
      was.paidPrincipalCents === next.paidPrincipalCents &&
      was.paidAt === next.paidAt &&
      was.lateFeeAssessedAt?.getTime() === next.lateFeeAssessedAt?.getTime();
    if (!same) await writeInstallmentProjection(tx, i.id, next);
  }
  await recordAudits(
    tx,
    cancelled.map((c) => ({
      entityType: 'installment' as const,
      entityId: c.id,
      action: 'late_fee_cancelled',
      actor,
      changes: { lateFee: { from: fromCents(c.from), to: fromCents(c.to) } },
    })),
  );

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
