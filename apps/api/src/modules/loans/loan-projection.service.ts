import { businessToday, fromCents, type IsoDate, type LoanReplay, replayLoan } from '@quincena/shared';
import type { Clock } from '../../clock.ts';
import type { Executor } from '../../db/client.ts';
import { recordAudits } from '../audit/index.ts';
import { findSystemSettings } from '../settings/index.ts';
import {
  type AllocationProjection,
  type InstallmentProjection,
  type LockedInstallments,
  lockProjectedInstallments,
  type ProjectedInstallmentRow,
  type ReceiptProjection,
  replaceAllocations,
  writeInstallmentProjections,
  writeReceiptProjections,
} from './loan-projection.repository.ts';
import { type LedgerRow, type LoanTransactionRow, listLedgersForWrite } from './loans.repository.ts';
import { type LedgerActor, toLedgerEntry } from './loans.service.ts';

/**
 * A loan read once under its lock, before the write: the installments (locked), the ledger with each
 * receipt row's applied parts as they stand, and the grace days. A write loads it once, previews on
 * it, posts its entries and projects them (`projectLockedLoan`): two reads and one replay per
 * receipt (ADR 028, cost).
 */
export interface LockedLoan {
  applicationId: string;
  installments: ProjectedInstallmentRow[];
  entries: LedgerRow[];
  graceDays: number;
  /** Begins the first interest period: a payoff's accrual. */
  startDate: IsoDate;
}

/**
 * Locks the loans' installments and reads their ledgers, two reads whatever their number; the caller
 * holds the applications' locks. `graceDays` when the caller has just read the settings.
 */
export async function lockLoans(
  tx: Executor,
  applicationIds: readonly string[],
  known: { graceDays?: number } = {},
): Promise<Map<string, LockedLoan>> {
  // One after the other: a transaction's client runs one query at a time.
  const installments = await lockProjectedInstallments(tx, applicationIds);
  const ledgers = await listLedgersForWrite(tx, applicationIds);
  const graceDays = known.graceDays ?? (await findSystemSettings(tx)).payments.gracePeriod;
  return new Map(
    applicationIds.map((applicationId) => {
      const { installments: rows, startDate } = installments.get(applicationId) as LockedInstallments;
      const entries = ledgers.get(applicationId) ?? [];
      return [applicationId, { applicationId, installments: rows, entries, graceDays, startDate }];
    }),
  );
}

/** One loan, as `lockLoans` locks and reads it. */
export async function lockLoan(tx: Executor, applicationId: string, known: { graceDays?: number } = {}) {
  return (await lockLoans(tx, [applicationId], known)).get(applicationId) as LockedLoan;
}

/** The loan with entries just posted; a receipt's brings its row as inserted, with its posted split. */
function withPosted(loan: LockedLoan, posted: LoanTransactionRow[]): LockedLoan {
  const rows = posted.map(
    (entry): LedgerRow => ({
      entry,
      receipt: entry.paymentId
        ? {
            appliedLateFeeCents: entry.lateFeeCents,
            appliedInterestCents: entry.interestCents,
            appliedPrincipalCents: entry.principalCents,
            unappliedCents: entry.creditCents,
          }
        : null,
    }),
  );
  return { ...loan, entries: [...loan.entries, ...rows] };
}

/** The loan's ledger replayed on `asOf`. */
export function replayLockedLoan(loan: LockedLoan, asOf: IsoDate): LoanReplay {
  return replayLoan({
    installments: loan.installments,
    transactions: loan.entries.map((e) => toLedgerEntry(e.entry)),
    asOf,
    graceDays: loan.graceDays,
    startDate: loan.startDate,
  });
}

/**
 * When each installment's late fee counts, by the replay: the posted instant of its deserved
 * LATE_FEE, or null when every LATE_FEE it has was cancelled (a back-dated receipt paid it within
 * the grace period). An installment with no LATE_FEE entry is left out: a fee the backfill found
 * waived whole has no entry, and its `late_fee_assessed_at` must stay so the job never charges it again.
 */
function lateFeeAssessments(replay: LoanReplay, entries: LockedLoan['entries']) {
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

/** The installments whose projection the replay changes, and the late fees it cancelled. */
function installmentChanges(loan: LockedLoan, replay: LoanReplay) {
  const stored = new Map(loan.installments.map((i) => [i.id, i]));
  const assessments = lateFeeAssessments(replay, loan.entries);
  const changed: InstallmentProjection[] = [];
  const cancelled: { id: string; from: number; to: number }[] = [];
  for (const i of replay.installments) {
    const was = stored.get(i.id);
    const assessed = assessments.get(i.id);
    const kept = was?.lateFeeAssessedAt ?? null;
    // A fee the replay counts again (its cancelling receipt reversed) gets its instant back.
    const lateFeeAssessedAt = assessed === undefined ? kept : assessed === null ? null : (kept ?? assessed);
    const next = {
      id: i.id,
      lateFeeCents: i.lateFeeCents,
      paidLateFeeCents: i.paidLateFeeCents,
      paidInterestCents: i.paidInterestCents,
      paidPrincipalCents: i.paidPrincipalCents,
      rebatedInterestCents: i.rebatedInterestCents,
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
      was.rebatedInterestCents === next.rebatedInterestCents &&
      was.paidAt === next.paidAt &&
      was.lateFeeAssessedAt?.getTime() === next.lateFeeAssessedAt?.getTime();
    if (!same) changed.push(next);
  }
  return { changed, cancelled };
}

/** Each surviving REPAYMENT speaks for its receipt row; a reversed receipt keeps its row as it was. */
function receiptChanges(loan: LockedLoan, replay: LoanReplay): ReceiptProjection[] {
  const ledger = new Map(loan.entries.map((e) => [e.entry.id, e]));
  return replay.transactions.flatMap((split) => {
    const { entry, receipt: row } = ledger.get(split.id) ?? {};
    if (!entry?.paymentId || !row) return [];
    const next = {
      id: entry.paymentId,
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
    return same ? [] : [next];
  });
}

const allocationsKey = (rows: AllocationProjection[]) =>
  rows
    .map((a) => `${a.installmentId}:${a.lateFeeCents}:${a.interestCents}:${a.principalCents}`)
    .sort()
    .join('|');

/** Each receipt's allocations in a replay, by receipt row. */
function allocationsByReceipt(loan: LockedLoan, replay: LoanReplay) {
  const receiptOf = new Map(loan.entries.map((e) => [e.entry.id, e.entry.paymentId]));
  const byReceipt = new Map<string, AllocationProjection[]>();
  for (const a of replay.allocations) {
    const paymentId = receiptOf.get(a.transactionId);
    if (!paymentId) continue;
    const { installmentId, lateFeeCents, interestCents, principalCents } = a;
    byReceipt.set(paymentId, [
      ...(byReceipt.get(paymentId) ?? []),
      { paymentId, installmentId, lateFeeCents, interestCents, principalCents },
    ]);
  }
  return byReceipt;
}

/**
 * The receipts whose allocations the write changes (a reversed one loses its own), with their new
 * rows. The allocations are read by nothing but this projection, which alone writes them: what is
 * stored is the replay before the write (`expectLedgerConsistent` holds it row for row), so the
 * write compares two replays instead of reading the rows back.
 */
function allocationChanges(loan: LockedLoan, before: LoanReplay, replay: LoanReplay) {
  const stored = allocationsByReceipt(loan, before);
  const next = allocationsByReceipt(loan, replay);
  const changed = [...new Set([...stored.keys(), ...next.keys()])].filter(
    (id) => allocationsKey(stored.get(id) ?? []) !== allocationsKey(next.get(id) ?? []),
  );
  return {
    stale: changed.filter((id) => stored.has(id)),
    rows: changed.flatMap((id) => next.get(id) ?? []),
  };
}

/** What one loan's projection writes, computed before any of it is. */
interface Projection {
  replay: LoanReplay;
  installments: ReturnType<typeof installmentChanges>;
  receipts: ReceiptProjection[];
  allocations: ReturnType<typeof allocationChanges>;
  actor: LedgerActor;
}

/** What the replay of `locked` with `posted` changes in the projected rows. */
function planProjection(
  locked: LockedLoan,
  posted: LoanTransactionRow[],
  today: IsoDate,
  actor: LedgerActor,
  known: { before?: LoanReplay; after?: LoanReplay },
): Projection {
  const loan = withPosted(locked, posted);
  const before = known.before ?? replayLockedLoan(locked, today);
  const replay = known.after ?? replayLockedLoan(loan, today);
  return {
    replay,
    installments: installmentChanges(loan, replay),
    receipts: receiptChanges(loan, replay),
    allocations: allocationChanges(loan, before, replay),
    actor,
  };
}

/**
 * Writes the projections of any number of loans, each kind of row in one statement, so the
 * installments' triggers (positions, due totals, the loan book) see the real changes once. A late
 * fee the replay cancels is audited as `late_fee_cancelled` under the projection's actor.
 */
async function writeProjections(tx: Executor, projections: readonly Projection[]) {
  await writeInstallmentProjections(
    tx,
    projections.flatMap((p) => p.installments.changed),
  );
  await writeReceiptProjections(
    tx,
    projections.flatMap((p) => p.receipts),
  );
  await replaceAllocations(
    tx,
    projections.flatMap((p) => p.allocations.stale),
    projections.flatMap((p) => p.allocations.rows),
  );
  await recordAudits(
    tx,
    projections.flatMap((p) =>
      p.installments.cancelled.map((c) => ({
        entityType: 'installment' as const,
        entityId: c.id,
        action: 'late_fee_cancelled',
        actor: p.actor,
        changes: { lateFee: { from: fromCents(c.from), to: fromCents(c.to) } },
      })),
    ),
  );
}

/**
 * Writes what the ledger replays to into the rows the rest of the app reads (ADR 028 addenda):
 * every installment's paid parts, late fee, `paid_at` and `late_fee_assessed_at`, every surviving
 * receipt's applied parts and credit, and the receipts' allocations. Only the rows that differ are
 * written. A late fee the replay cancels is audited as `late_fee_cancelled` under `actor`; its
 * LATE_FEE entry stays. Run in the transaction that locked the loan.
 */
export async function projectLockedLoan(
  tx: Executor,
  locked: LockedLoan,
  posted: LoanTransactionRow[],
  clock: Clock,
  actor: LedgerActor,
  /** The replays before and after the entries, on today, when the caller has them already. */
  known: { before?: LoanReplay; after?: LoanReplay } = {},
) {
  const projection = planProjection(locked, posted, businessToday(clock.now()), actor, known);
  await writeProjections(tx, [projection]);
  return projection.replay;
}

/** A receipt's entry just posted on a locked loan, with the preview that placed it. */
export interface PostedReceipt {
  loan: LockedLoan;
  posted: LoanTransactionRow;
  preview: { entryId: string; before: LoanReplay; replay: LoanReplay };
}

/**
 * Projects loans after their receipts' entries were posted, one receipt per loan, all loans' rows
 * written together. The preview's replay is the loan's when the entry took the place the preview
 * gave it, the newest of its value date (the usual case): then a receipt costs one replay to check
 * and project. Otherwise (another transaction posted an entry of that date after this one started)
 * the loan is replayed again. Answers each loan's replay, in order.
 */
export async function projectReceipts(
  tx: Executor,
  receipts: readonly PostedReceipt[],
  clock: Clock,
  actor: LedgerActor,
): Promise<LoanReplay[]> {
  const today = businessToday(clock.now());
  const projections = receipts.map(({ loan, posted, preview }) => {
    const at = posted.createdAt.getTime();
    const newest = loan.entries.every(
      ({ entry }) =>
        entry.valueDate !== posted.valueDate ||
        entry.createdAt.getTime() < at ||
        (entry.createdAt.getTime() === at && entry.id < posted.id),
    );
    const reusable = newest && posted.id === preview.entryId;
    return planProjection(loan, [posted], today, actor, {
      before: preview.before,
      ...(reusable ? { after: preview.replay } : {}),
    });
  });
  await writeProjections(tx, projections);
  return projections.map((p) => p.replay);
}
