/**
 * A loan's state, derived from its schedule and its ledger by one pure function (PRODUCT.md §9,
 * ADR 028). Nothing here is a stored counter: the API replays whenever a back-dated entry or a
 * reversal arrives, and the result is the same whatever order the entries are handed in.
 *
 * The rules, in ledger order (value date, then posted instant, then id), reversed entries and
 * reversals left out:
 * - REPAYMENT: the admin's selected installments first, then the loan's next unpaid ones by due
 *   date (none selected: oldest first), then unapplied credit; late fee → interest → principal
 *   inside each installment: `adminAllocationOrder` and `allocateToInstallment`, as the API
 *   applies a receipt today (a property test replays against that step-by-step application).
 *   A receipt that pays ahead (`prepayment`) takes what is due on its value date the same way,
 *   then pays principal of the installments to come as `prepaymentPlan` says, rebating the
 *   interest it saves (ADR 048); only what no principal is left for stays as credit.
 * - LATE_FEE: deserved only if on its value date the installment is not fully paid, the value date
 *   is past due date + grace days, and the installment has no earlier deserved fee (§4: once).
 *   An undeserved fee (a back-dated receipt paid the installment within the grace period) is
 *   dropped and reported in `cancelledLateFees`.
 * - LATE_FEE_WAIVER: forgives the installment's unpaid late fee, at most its own amount.
 * - PAYOFF: `payoffPlan` on its value date over the installments as they stand there: every unpaid
 *   late fee and principal, the interest the plan charges, the rest of the interest rebated; the
 *   loan's credit is spent first and any excess is kept as credit (its split's `creditCents` is
 *   the change in credit, negative when it spent some). A payoff that no longer covers its plan
 *   (a receipt before it reversed later) is applied as a REPAYMENT and rebates nothing: the loan
 *   is owed again, honestly, and its plan is reported in `payoffs`.
 * - WRITE_OFF: moves no installment (the customer still owes them); its split carries the unpaid
 *   principal and late fees it takes off the books, and the loan is written off from its value
 *   date: no late fee after it in ledger order (even on its day) is deserved, no waiver forgives
 *   anything, and money received is a RECOVERY, applied like a receipt (oldest first).
 * - REFUND: credit paid back: its split's `creditCents` is minus its amount. The API refunds no more
 *   than the credit and refuses a later reversal that would take the credit below zero.
 * - RESCHEDULE: moves nothing; the due dates it changed are the ones replayed (a payment holiday's,
 *   a term extension's), so a late fee charged before on a deferred installment may be cancelled.
 *   A term extension's amounts are versioned (ADR 049): until it, each installment it changed has
 *   the amounts its `changes` recorded and the ones it added do not exist; from it on, the amounts
 *   stored (or the next extension's record). No receipt before it is split differently.
 * - DISBURSEMENT: moves no installment; its split carries the financed principal for the journal.
 * - Credit stays credit. Money no installment could take is never applied later by the replay:
 *   not to a later late fee, not together with a later receipt. Only an explicit ledger entry may
 *   move it (a payoff nets it, a refund returns it), which keeps each receipt's split its own and
 *   matches the API today (ADR 024: an apply never consumes existing credit).
 * `asOf` only measures lateness (overdue, days past due, next due date); every entry counts.
 */
import { allocateToInstallment, type InstallmentBalance, oldestFirstOrder } from './allocation.ts';
import { addDays, daysBetween, type IsoDate, isIsoDate } from './dates.ts';
import { type InstallmentStatus, installmentState } from './installment-state.ts';
import type {
  LateFeeTransaction,
  LateFeeWaiverTransaction,
  LoanTransaction,
  LoanTransactionType,
  PayoffTransaction,
  RecoveryTransaction,
  RepaymentTransaction,
  ReplayedTransaction,
} from './loan-transactions.ts';
import { survivingTransactions } from './loan-transactions.ts';
import type { Cents } from './money.ts';
import { type PayoffQuote, payoffPlan } from './payoff.ts';
import { type PrepaymentMode, prepaymentPlan } from './prepayment.ts';
import type { ScheduledAmounts } from './term-extension.ts';

export interface ScheduledInstallment {
  id: string;
  paymentNumber: number;
  dueDate: IsoDate;
  amountCents: Cents;
  principalCents: Cents;
  interestCents: Cents;
}

export interface ReplayedInstallment extends ScheduledInstallment {
  /** Deserved late fees less waivers. */
  lateFeeCents: Cents;
  paidPrincipalCents: Cents;
  paidInterestCents: Cents;
  paidLateFeeCents: Cents;
  /** Interest a payoff did not charge. */
  rebatedInterestCents: Cents;
  paidAmountCents: Cents;
  isPaid: boolean;
  /** Value date of the receipt that completed it. */
  paidAt: IsoDate | null;
  isOverdue: boolean;
  daysPastDue: number;
  status: InstallmentStatus;
}

export interface LoanReplayTotals {
  principalOutstandingCents: Cents;
  interestOutstandingCents: Cents;
  lateFeesOutstandingCents: Cents;
  unappliedCreditCents: Cents;
  /** Applied to installments, every part; unapplied credit is apart. */
  totalPaidCents: Cents;
  /** Of the oldest unpaid overdue installment; 0 when none is overdue. */
  daysPastDue: number;
  /** The first unpaid installment due on or after `asOf`; overdue ones show in `daysPastDue`. */
  nextDueDate: IsoDate | null;
  paymentsCompleted: number;
  /** Anything still owed: principal, interest or late fees. */
  isActive: boolean;
  /** The value date of the surviving WRITE_OFF; null when the loan was never written off. */
  writtenOffOn: IsoDate | null;
}

/**
 * What one surviving entry moved, as positive amounts its type gives a direction to (the lines the
 * journal posts): a receipt's parts paid and credit kept, a fee assessed, a fee waived, the
 * principal disbursed. A cancelled fee moves nothing. Reversed entries and reversals have no split.
 */
export interface TransactionSplit {
  id: string;
  type: LoanTransactionType;
  principalCents: Cents;
  interestCents: Cents;
  lateFeeCents: Cents;
  creditCents: Cents;
}

/** What one surviving receipt paid of one installment: the rows `payment_allocations` projects. */
export interface ReplayedAllocation {
  transactionId: string;
  installmentId: string;
  lateFeeCents: Cents;
  interestCents: Cents;
  principalCents: Cents;
}

export interface LoanReplay {
  installments: ReplayedInstallment[];
  totals: LoanReplayTotals;
  /** In ledger order. */
  transactions: TransactionSplit[];
  /** Each receipt's share of each installment it reached, in ledger order then payment order. */
  allocations: ReplayedAllocation[];
  /** Ids of LATE_FEE entries the history shows were not deserved. */
  cancelledLateFees: string[];
  /** Each surviving PAYOFF's quote on its value date, and whether its amount covered it. */
  payoffs: { transactionId: string; quote: PayoffQuote; settled: boolean }[];
}

export interface LoanReplayInput {
  installments: readonly ScheduledInstallment[];
  transactions: readonly LoanTransaction[];
  asOf: IsoDate;
  graceDays: number;
  /** Begins the first installment's interest period (the schedule's anchor): a payoff's accrual. */
  startDate: IsoDate;
}

/** One installment while the ledger is replayed over it. */
interface WorkingInstallment {
  item: ScheduledInstallment;
  lateFeeCents: Cents;
  paidLateFeeCents: Cents;
  paidInterestCents: Cents;
  paidPrincipalCents: Cents;
  rebatedInterestCents: Cents;
  feeAssessed: boolean;
  /** Set when a receipt leaves nothing owed; it stays, since only an unpaid installment takes a fee. */
  paidAt: IsoDate | null;
}

interface ReplayState {
  /** By due date, then payment number: the oldest-first order. Only those that exist yet. */
  installments: WorkingInstallment[];
  byId: Map<string, WorkingInstallment>;
  /** From each term extension on, the amounts of the installments it changed or added. */
  extensions: Map<string, Map<string, ScheduledAmounts>>;
  graceDays: number;
  startDate: IsoDate;
  /** The loan's unapplied credit so far. */
  creditCents: Cents;
  writtenOffOn: IsoDate | null;
  cancelledLateFees: string[];
  allocations: ReplayedAllocation[];
  payoffs: LoanReplay['payoffs'];
}

type Parts = Omit<TransactionSplit, 'id' | 'type'>;
const NOTHING: Parts = { principalCents: 0, interestCents: 0, lateFeeCents: 0, creditCents: 0 };

function owedOf(w: WorkingInstallment): InstallmentBalance {
  return {
    lateFeeCents: w.lateFeeCents - w.paidLateFeeCents,
    interestCents: w.item.interestCents - w.paidInterestCents - w.rebatedInterestCents,
    principalCents: w.item.principalCents - w.paidPrincipalCents,
  };
}

/**
 * The order of `adminAllocationOrder` (selected installments by due date, then the others by due
 * date; nothing selected = oldest first) walked in place over the due-ordered installments, so a
 * receipt touches only the installments its money reaches: a long loan replays in microseconds.
 * Each installment takes its share through `allocateToInstallment`.
 */
function applyRepayment(
  state: ReplayState,
  tx: RepaymentTransaction | PayoffTransaction | RecoveryTransaction,
): Parts {
  const parts = { ...NOTHING };
  let left = tx.amountCents;
  const take = (w: WorkingInstallment) => {
    if (left === 0 || w.paidAt !== null) return;
    const a = allocateToInstallment(owedOf(w), left);
    if (a.lateFeeCents + a.interestCents + a.principalCents > 0) {
      state.allocations.push({
        transactionId: tx.id,
        installmentId: w.item.id,
        lateFeeCents: a.lateFeeCents,
        interestCents: a.interestCents,
        principalCents: a.principalCents,
      });
    }
    w.paidLateFeeCents += a.lateFeeCents;
    w.paidInterestCents += a.interestCents;
    w.paidPrincipalCents += a.principalCents;
    const owed = owedOf(w);
    if (owed.lateFeeCents + owed.interestCents + owed.principalCents <= 0) w.paidAt = tx.valueDate;
    parts.lateFeeCents += a.lateFeeCents;
    parts.interestCents += a.interestCents;
    parts.principalCents += a.principalCents;
    left = a.leftoverCents;
  };
  const selected = new Set(tx.type === 'REPAYMENT' ? tx.installmentIds : undefined);
  if (selected.size > 0) for (const w of state.installments) if (selected.has(w.item.id)) take(w);
  const ahead = tx.type === 'REPAYMENT' ? tx.prepayment : undefined;
  for (const w of state.installments) {
    if (left === 0) break;
    // Paying ahead: what is due first, then the rest as principal of the installments to come.
    if (ahead && w.item.dueDate > tx.valueDate) break;
    if (!selected.has(w.item.id)) take(w);
  }
  if (ahead && left > 0 && tx.type === 'REPAYMENT') left = prepay(state, tx, ahead, left, parts);
  parts.creditCents = left;
  return parts;
}

/** The principal paid ahead of the installments not yet due, and the interest it saves; returns what is left. */
function prepay(
  state: ReplayState,
  tx: RepaymentTransaction,
  mode: Exclude<PrepaymentMode, 'NEXT_INSTALLMENTS'>,
  amountCents: Cents,
  parts: Parts,
): Cents {
  const first = state.installments.findIndex((w) => w.item.dueDate > tx.valueDate);
  if (first === -1) return amountCents;
  const previous = state.installments[first - 1];
  const plan = prepaymentPlan({
    installments: state.installments
      .slice(first)
      .filter((w) => w.paidAt === null)
      .map(ledgerOf),
    amountCents,
    mode,
    date: tx.valueDate,
    periodStart: previous ? previous.item.dueDate : state.startDate,
  });
  for (const { installment, principalCents, rebatedInterestCents } of plan.shares) {
    const w = installment.working;
    if (principalCents > 0) {
      state.allocations.push({
        transactionId: tx.id,
        installmentId: w.item.id,
        lateFeeCents: 0,
        interestCents: 0,
        principalCents,
      });
    }
    w.paidPrincipalCents += principalCents;
    w.rebatedInterestCents += rebatedInterestCents;
    const owed = owedOf(w);
    if (owed.lateFeeCents + owed.interestCents + owed.principalCents <= 0) w.paidAt = tx.valueDate;
  }
  parts.principalCents += plan.principalCents;
  return amountCents - plan.principalCents;
}

/** The installment as it stands, as the payoff plan takes it. */
function ledgerOf(w: WorkingInstallment) {
  return {
    ...w.item,
    lateFeeCents: w.lateFeeCents,
    paidLateFeeCents: w.paidLateFeeCents,
    paidInterestCents: w.paidInterestCents,
    paidPrincipalCents: w.paidPrincipalCents,
    rebatedInterestCents: w.rebatedInterestCents,
    working: w,
  };
}

function applyPayoff(state: ReplayState, tx: PayoffTransaction): Parts {
  const { quote, charges } = payoffPlan({
    installments: state.installments.map(ledgerOf),
    unappliedCreditCents: state.creditCents,
    startDate: state.startDate,
    date: tx.valueDate,
  });
  const settled = tx.amountCents >= quote.totalCents;
  state.payoffs.push({ transactionId: tx.id, quote, settled });
  if (!settled) return applyRepayment(state, tx);
  const parts = { ...NOTHING };
  for (const { installment, interestCents } of charges) {
    const w = installment.working;
    if (w.paidAt !== null) continue;
    const owed = owedOf(w);
    if (owed.lateFeeCents + interestCents + owed.principalCents > 0) {
      state.allocations.push({
        transactionId: tx.id,
        installmentId: w.item.id,
        lateFeeCents: owed.lateFeeCents,
        interestCents,
        principalCents: owed.principalCents,
      });
    }
    w.paidLateFeeCents += owed.lateFeeCents;
    w.paidInterestCents += interestCents;
    w.paidPrincipalCents += owed.principalCents;
    w.rebatedInterestCents += owed.interestCents - interestCents;
    w.paidAt = tx.valueDate;
    parts.lateFeeCents += owed.lateFeeCents;
    parts.interestCents += interestCents;
    parts.principalCents += owed.principalCents;
  }
  parts.creditCents = tx.amountCents - (parts.lateFeeCents + parts.interestCents + parts.principalCents);
  return parts;
}

function assessLateFee(state: ReplayState, tx: LateFeeTransaction): Parts {
  const w = state.byId.get(tx.installmentId) as WorkingInstallment;
  // Past due date + grace days: the first day the job may charge it.
  const deserved =
    !w.feeAssessed &&
    w.paidAt === null &&
    tx.valueDate > addDays(w.item.dueDate, state.graceDays) &&
    // After the write-off in ledger order (even on its day) the loan is off the books: the job skips it.
    state.writtenOffOn === null;
  if (!deserved) {
    state.cancelledLateFees.push(tx.id);
    return NOTHING;
  }
  w.feeAssessed = true;
  w.lateFeeCents += tx.amountCents;
  return { ...NOTHING, lateFeeCents: tx.amountCents };
}

/** Takes the unpaid principal and late fees off the books; the installments stay owed. */
function writeOff(state: ReplayState, tx: ReplayedTransaction): Parts {
  const parts = { ...NOTHING };
  // A second one (never posted: the API refuses it) writes off nothing more.
  if (state.writtenOffOn !== null) return parts;
  state.writtenOffOn = tx.valueDate;
  for (const w of state.installments) {
    const owed = owedOf(w);
    parts.principalCents += owed.principalCents;
    parts.lateFeeCents += owed.lateFeeCents;
  }
  return parts;
}

function waiveLateFee(state: ReplayState, tx: LateFeeWaiverTransaction): Parts {
  const w = state.byId.get(tx.installmentId) as WorkingInstallment;
  // After a write-off the fee is off the books already: a waiver forgives nothing (the API refuses it).
  if (state.writtenOffOn !== null) return NOTHING;
  const waived = Math.min(tx.amountCents, Math.max(w.lateFeeCents - w.paidLateFeeCents, 0));
  // It never completes an installment: fees are paid first, so one that owes a fee owes more.
  w.lateFeeCents -= waived;
  return { ...NOTHING, lateFeeCents: waived };
}

/** One case per entry type: a type added to the union without a case fails to compile here. */
function applyTransaction(state: ReplayState, tx: ReplayedTransaction): Parts {
  switch (tx.type) {
    case 'DISBURSEMENT':
      return { ...NOTHING, principalCents: tx.amountCents };
    case 'REPAYMENT':
      return applyRepayment(state, tx);
    case 'PAYOFF':
      return applyPayoff(state, tx);
    case 'WRITE_OFF':
      return writeOff(state, tx);
    case 'RECOVERY':
      return applyRepayment(state, tx);
    case 'REFUND':
      return { ...NOTHING, creditCents: -tx.amountCents };
    case 'RESCHEDULE':
      extend(state, tx.id);
      return NOTHING;
    case 'LATE_FEE':
      return assessLateFee(state, tx);
    case 'LATE_FEE_WAIVER':
      return waiveLateFee(state, tx);
  }
}

/** A term extension takes effect: the installments it changed take their new amounts, the added ones exist. */
function extend(state: ReplayState, transactionId: string): void {
  const amounts = state.extensions.get(transactionId);
  if (!amounts) return;
  const existing = new Set(state.installments);
  for (const [id, next] of amounts) {
    const w = state.byId.get(id) as WorkingInstallment;
    w.item = { ...w.item, ...next };
    if (!existing.has(w)) state.installments.push(w);
  }
  state.installments.sort(
    (a, b) => a.item.dueDate.localeCompare(b.item.dueDate) || a.item.paymentNumber - b.item.paymentNumber,
  );
}

const amountsOf = ({ amountCents, principalCents, interestCents }: ScheduledAmounts): ScheduledAmounts => ({
  amountCents,
  principalCents,
  interestCents,
});

/**
 * Each installment's amounts from the start, and from each term extension on: walked from the
 * newest extension back, each one's record is what the installment was until it (ADR 049).
 */
function scheduleVersions(
  installments: readonly ScheduledInstallment[],
  survivors: readonly ReplayedTransaction[],
) {
  const initial = new Map<string, ScheduledAmounts | null>(installments.map((i) => [i.id, amountsOf(i)]));
  const extensions = new Map<string, Map<string, ScheduledAmounts>>();
  for (const tx of [...survivors].reverse()) {
    if (tx.type !== 'RESCHEDULE' || !tx.changes?.length) continue;
    const from = new Map<string, ScheduledAmounts>();
    for (const change of tx.changes) {
      const later = initial.get(change.installmentId);
      if (!later)
        throw new RangeError(`extension ${tx.id}: installment ${change.installmentId} does not exist yet`);
      if (change.before) assertAmounts(change.installmentId, change.before);
      from.set(change.installmentId, later);
      initial.set(change.installmentId, change.before ? amountsOf(change.before) : null);
    }
    extensions.set(tx.id, from);
  }
  return { initial, extensions };
}

function assertAmounts(id: string, i: ScheduledAmounts): void {
  const parts = [i.principalCents, i.interestCents];
  if (!parts.every((c) => Number.isSafeInteger(c) && c >= 0) || i.amountCents <= 0) {
    throw new RangeError(`installment ${id}: amounts must be whole cents ≥ 0, the total above 0`);
  }
  if (i.principalCents + i.interestCents !== i.amountCents) {
    throw new RangeError(`installment ${id}: principal + interest must equal the amount`);
  }
}

function assertSchedule(installments: readonly ScheduledInstallment[]): void {
  const ids = new Set<string>();
  for (const i of installments) {
    if (ids.has(i.id)) throw new RangeError(`duplicate installment id ${i.id}`);
    ids.add(i.id);
    if (!isIsoDate(i.dueDate)) throw new RangeError(`installment ${i.id}: dueDate is not YYYY-MM-DD`);
    assertAmounts(i.id, i);
  }
}

function startState(
  installments: readonly ScheduledInstallment[],
  survivors: readonly ReplayedTransaction[],
  graceDays: number,
  startDate: IsoDate,
): ReplayState {
  const { initial, extensions } = scheduleVersions(installments, survivors);
  const working = oldestFirstOrder(installments).map(
    (item): WorkingInstallment => ({
      item: { ...item, ...initial.get(item.id) },
      lateFeeCents: 0,
      paidLateFeeCents: 0,
      paidInterestCents: 0,
      paidPrincipalCents: 0,
      rebatedInterestCents: 0,
      feeAssessed: false,
      paidAt: null,
    }),
  );
  const byId = new Map(working.map((w) => [w.item.id, w]));
  return {
    // An installment a term extension added exists from the extension on.
    installments: working.filter((w) => initial.get(w.item.id) !== null),
    byId,
    extensions,
    graceDays,
    startDate,
    creditCents: 0,
    writtenOffOn: null,
    cancelledLateFees: [],
    allocations: [],
    payoffs: [],
  };
}

function finishInstallment(w: WorkingInstallment, asOf: IsoDate): ReplayedInstallment {
  const { id, paymentNumber, dueDate, amountCents, principalCents, interestCents } = w.item;
  const { lateFeeCents, paidLateFeeCents, paidInterestCents, paidPrincipalCents, rebatedInterestCents } = w;
  const state = installmentState(
    {
      dueDate,
      amountCents,
      principalCents,
      interestCents,
      lateFeeCents,
      paidLateFeeCents,
      paidInterestCents,
      paidPrincipalCents,
      rebatedInterestCents,
    },
    asOf,
  );
  return {
    id,
    paymentNumber,
    dueDate,
    amountCents,
    principalCents,
    interestCents,
    lateFeeCents,
    paidPrincipalCents,
    paidInterestCents,
    paidLateFeeCents,
    rebatedInterestCents,
    paidAmountCents: state.paidCents,
    isPaid: state.isPaid,
    paidAt: w.paidAt,
    isOverdue: state.isOverdue,
    daysPastDue: state.isOverdue ? daysBetween(dueDate, asOf) : 0,
    status: state.status,
  };
}

function loanTotals(
  installments: readonly ReplayedInstallment[],
  creditCents: Cents,
  writtenOffOn: IsoDate | null,
  asOf: IsoDate,
) {
  const totals: LoanReplayTotals = {
    principalOutstandingCents: 0,
    interestOutstandingCents: 0,
    lateFeesOutstandingCents: 0,
    unappliedCreditCents: creditCents,
    totalPaidCents: 0,
    daysPastDue: 0,
    nextDueDate: null,
    paymentsCompleted: 0,
    isActive: false,
    writtenOffOn,
  };
  for (const i of installments) {
    totals.principalOutstandingCents += i.principalCents - i.paidPrincipalCents;
    totals.interestOutstandingCents += i.interestCents - i.paidInterestCents - i.rebatedInterestCents;
    totals.lateFeesOutstandingCents += i.lateFeeCents - i.paidLateFeeCents;
    totals.totalPaidCents += i.paidAmountCents;
    totals.daysPastDue = Math.max(totals.daysPastDue, i.daysPastDue);
    if (i.isPaid) totals.paymentsCompleted += 1;
    else if (totals.nextDueDate === null && i.dueDate >= asOf) totals.nextDueDate = i.dueDate;
  }
  totals.isActive =
    totals.principalOutstandingCents + totals.interestOutstandingCents + totals.lateFeesOutstandingCents > 0;
  return totals;
}

/** Replays a loan's ledger over its schedule. Throws RangeError on input no writer may store. */
export function replayLoan(input: LoanReplayInput): LoanReplay {
  const { asOf, graceDays, startDate } = input;
  if (!isIsoDate(asOf)) throw new RangeError(`asOf is not YYYY-MM-DD: "${asOf}"`);
  if (!isIsoDate(startDate)) throw new RangeError(`startDate is not YYYY-MM-DD: "${startDate}"`);
  if (!Number.isSafeInteger(graceDays) || graceDays < 0)
    throw new RangeError('graceDays must be whole days ≥ 0');
  assertSchedule(input.installments);
  const survivors = survivingTransactions(input.transactions, new Set(input.installments.map((i) => i.id)));
  const state = startState(input.installments, survivors, graceDays, startDate);
  const transactions: TransactionSplit[] = [];
  for (const tx of survivors) {
    const parts = applyTransaction(state, tx);
    state.creditCents += parts.creditCents;
    transactions.push({ id: tx.id, type: tx.type, ...parts });
  }
  // Those a term extension outside the entries handed in (a replay up to an earlier day) would add
  // come last, as scheduled and untouched.
  const existing = new Set(state.installments);
  const live = state.installments.map((w) => finishInstallment(w, asOf));
  const later = [...state.byId.values()]
    .filter((w) => !existing.has(w))
    .map((w) => finishInstallment(w, asOf));
  return {
    installments: [...live, ...later],
    totals: loanTotals(live, state.creditCents, state.writtenOffOn, asOf),
    transactions,
    allocations: state.allocations,
    cancelledLateFees: state.cancelledLateFees,
    payoffs: state.payoffs,
  };
}
