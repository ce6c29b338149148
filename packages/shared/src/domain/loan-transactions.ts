import { type IsoDate, isIsoDate } from './dates.ts';
import type { Cents } from './money.ts';

/**
 * The loan ledger's entries (PRODUCT.md §9): append-only, never edited; a mistake is undone by a
 * REVERSAL. Each type is its own interface over a shared base, so RESCHEDULE, PAYOFF, WRITE_OFF,
 * RECOVERY and REFUND join the union as new members, each with its own handler in the replay.
 */
interface LoanTransactionBase {
  id: string;
  /** The business date the money moved (a back-dated receipt's payment date). */
  valueDate: IsoDate;
  /** ISO instant the entry was written: orders entries of the same value date. */
  postedAt: string;
  amountCents: Cents;
}

/** The financed principal leaving to the dealer; the schedule is what it creates. */
export interface DisbursementTransaction extends LoanTransactionBase {
  type: 'DISBURSEMENT';
}

/**
 * Money received. `installmentIds`: the admin's selection, paid first; absent = oldest first.
 * `prepayment`: what is left after what is due pays principal ahead (ADR 048); absent = the next
 * installments, as always.
 */
export interface RepaymentTransaction extends LoanTransactionBase {
  type: 'REPAYMENT';
  installmentIds?: readonly string[];
  prepayment?: 'SHORTEN_TERM' | 'LOWER_INSTALLMENTS';
}

/**
 * Money received to pay the whole loan off on its value date (PRODUCT.md §9): it settles every
 * installment as the payoff quote of that date says, nets the loan's unapplied credit, and keeps
 * any excess as credit. Refused below the quote when posted; see the replay for a history that
 * changed under it later.
 */
export interface PayoffTransaction extends LoanTransactionBase {
  type: 'PAYOFF';
}

/**
 * The loan's unpaid principal and late fees written off as a loss (PRODUCT.md §9), approved by a
 * second admin at 90+ days past due. The customer still owes them: later money is a RECOVERY.
 */
export interface WriteOffTransaction extends LoanTransactionBase {
  type: 'WRITE_OFF';
}

/** Money received on a written-off loan: applied like a receipt, booked as a recovery. */
export interface RecoveryTransaction extends LoanTransactionBase {
  type: 'RECOVERY';
}

/** Unapplied credit paid back to the customer (PRODUCT.md §9), approved by a second admin. */
export interface RefundTransaction extends LoanTransactionBase {
  type: 'REFUND';
}

/** One installment a term extension changed: its amounts until then, or null when it added it. */
export interface ScheduleChange {
  installmentId: string;
  before: { amountCents: Cents; principalCents: Cents; interestCents: Cents } | null;
}

/**
 * A restructuring approved by a second admin (PRODUCT.md §9), moving no money. A payment holiday's
 * later due dates are what it changed; a term extension also carries `changes`: the amounts each
 * installment had until it, and the installments it added (ADR 049).
 */
export interface RescheduleTransaction extends LoanTransactionBase {
  type: 'RESCHEDULE';
  changes?: readonly ScheduleChange[];
}

/** The late fee the daily job assessed on one installment. */
export interface LateFeeTransaction extends LoanTransactionBase {
  type: 'LATE_FEE';
  installmentId: string;
}

/** Forgives up to `amountCents` of one installment's unpaid late fee. */
export interface LateFeeWaiverTransaction extends LoanTransactionBase {
  type: 'LATE_FEE_WAIVER';
  installmentId: string;
}

/** Undoes another entry: the loan is replayed as if that entry never happened. */
export interface ReversalTransaction extends LoanTransactionBase {
  type: 'REVERSAL';
  reversalOf: string;
}

export type LoanTransaction =
  | DisbursementTransaction
  | RepaymentTransaction
  | PayoffTransaction
  | WriteOffTransaction
  | RecoveryTransaction
  | RefundTransaction
  | RescheduleTransaction
  | LateFeeTransaction
  | LateFeeWaiverTransaction
  | ReversalTransaction;

export type LoanTransactionType = LoanTransaction['type'];

/** Every entry but a reversal: what the replay applies. */
export type ReplayedTransaction = Exclude<LoanTransaction, ReversalTransaction>;

/** A posted instant as a number, so "2026-03-01T10:00:00Z" and "…00.000Z" order alike. */
function postedAtMs(tx: LoanTransaction): number {
  const ms = Date.parse(tx.postedAt);
  if (Number.isNaN(ms)) throw new RangeError(`transaction ${tx.id}: postedAt is not an ISO instant`);
  return ms;
}

/** The ledger's order: value date, then the instant it was posted, then id (code-unit order). */
export function ledgerOrder<T extends LoanTransaction>(transactions: readonly T[]): T[] {
  const keyed = transactions.map((tx) => ({ tx, posted: postedAtMs(tx) }));
  keyed.sort((a, b) => {
    if (a.tx.valueDate !== b.tx.valueDate) return a.tx.valueDate < b.tx.valueDate ? -1 : 1;
    if (a.posted !== b.posted) return a.posted - b.posted;
    return a.tx.id < b.tx.id ? -1 : a.tx.id > b.tx.id ? 1 : 0;
  });
  return keyed.map((k) => k.tx);
}

function assertWellFormed(tx: LoanTransaction, installmentIds: ReadonlySet<string>): void {
  if (!isIsoDate(tx.valueDate)) throw new RangeError(`transaction ${tx.id}: valueDate is not YYYY-MM-DD`);
  if (!Number.isSafeInteger(tx.amountCents) || tx.amountCents < 0) {
    throw new RangeError(`transaction ${tx.id}: amount must be whole cents ≥ 0`);
  }
  const refs =
    tx.type === 'REPAYMENT'
      ? (tx.installmentIds ?? [])
      : tx.type === 'LATE_FEE' || tx.type === 'LATE_FEE_WAIVER'
        ? [tx.installmentId]
        : tx.type === 'RESCHEDULE'
          ? (tx.changes ?? []).map((c) => c.installmentId)
          : [];
  for (const ref of refs) {
    if (!installmentIds.has(ref)) throw new RangeError(`transaction ${tx.id}: unknown installment ${ref}`);
  }
}

/**
 * The entries that still count, in ledger order: every entry that is neither a reversal nor
 * reversed. Throws on a ledger no writer may produce (duplicate ids, a reversal of nothing, of a
 * reversal, or a second reversal of one entry): the API refuses those before writing.
 */
export function survivingTransactions(
  transactions: readonly LoanTransaction[],
  installmentIds: ReadonlySet<string>,
): ReplayedTransaction[] {
  const byId = new Map<string, LoanTransaction>();
  for (const tx of transactions) {
    if (byId.has(tx.id)) throw new RangeError(`duplicate transaction id ${tx.id}`);
    assertWellFormed(tx, installmentIds);
    byId.set(tx.id, tx);
  }
  const reversed = new Set<string>();
  for (const tx of transactions) {
    if (tx.type !== 'REVERSAL') continue;
    const target = byId.get(tx.reversalOf);
    if (!target) throw new RangeError(`reversal ${tx.id}: no transaction ${tx.reversalOf}`);
    if (target.type === 'REVERSAL') throw new RangeError(`reversal ${tx.id}: a reversal cannot be reversed`);
    if (reversed.has(target.id)) throw new RangeError(`reversal ${tx.id}: ${target.id} is reversed already`);
    reversed.add(target.id);
  }
  const survivors = transactions.filter(
    (tx): tx is ReplayedTransaction => tx.type !== 'REVERSAL' && !reversed.has(tx.id),
  );
  return ledgerOrder(survivors);
}
