import type { IsoDate } from './dates.ts';
import { installmentState } from './installment-state.ts';
import { type LoanReplayInput, replayLoan, type ScheduledInstallment } from './loan-replay.ts';
import { type LoanTransaction, ledgerOrder } from './loan-transactions.ts';
import type { Cents } from './money.ts';

/** One entry of the statement: what it did to the balance, and the balance after it. */
export interface StatementLine {
  id: string;
  type: LoanTransaction['type'];
  date: IsoDate;
  /** The entry's own amount (a receipt's money, a fee's amount). */
  amountCents: Cents;
  /** What it added to the balance (a fee, a reversal of a receipt); 0 when it took some off. */
  chargeCents: Cents;
  /** What it took off (a receipt, with the interest a payment ahead saved; a waiver). */
  creditCents: Cents;
  balanceCents: Cents;
}

export interface AccountStatement {
  from: IsoDate;
  to: IsoDate;
  /** What the customer owed before `from`. */
  openingCents: Cents;
  lines: StatementLine[];
  /** What the customer owed at the end of `to`: the opening plus every charge less every credit. */
  closingCents: Cents;
}

/**
 * The balance a customer owes after the ledger's first entries: every installment's principal,
 * interest (less what was rebated) and late fees not yet paid, less the credit kept. Nothing is owed
 * before the loan's money went out.
 */
function balanceAfter(
  input: LoanReplayInput,
  entries: readonly LoanTransaction[],
  later: readonly LoanTransaction[],
) {
  const reversed = new Set(entries.flatMap((e) => (e.type === 'REVERSAL' ? [e.reversalOf] : [])));
  if (!entries.some((e) => e.type === 'DISBURSEMENT' && !reversed.has(e.id))) return 0;
  const replay = replayLoan({
    ...input,
    installments: scheduleBefore(input.installments, later),
    transactions: entries,
  });
  const owed = replay.installments.reduce((sum, i) => sum + installmentState(i, input.asOf).owedCents, 0);
  return owed - replay.totals.unappliedCreditCents;
}

/**
 * The schedule as it stood before the term extensions among `later` (ADR 049): walked from the
 * newest back, each one's record gives the amounts its installments had until it, and the ones it
 * added did not exist. The stored schedule is the newest; an earlier balance is owed on the older.
 */
function scheduleBefore(
  installments: readonly ScheduledInstallment[],
  later: readonly LoanTransaction[],
): ScheduledInstallment[] {
  const schedule = new Map(installments.map((i) => [i.id, i]));
  for (const entry of [...later].reverse()) {
    if (entry.type !== 'RESCHEDULE') continue;
    for (const { installmentId, before } of entry.changes ?? []) {
      const item = schedule.get(installmentId);
      if (!item) continue;
      if (before) schedule.set(installmentId, { ...item, ...before });
      else schedule.delete(installmentId);
    }
  }
  return [...schedule.values()];
}

/**
 * A loan's account statement for a period (PRODUCT.md §10): the balance owed before it, each ledger
 * entry dated in it (in ledger order) with what it moved, and the balance after each. Each line's
 * movement is the difference between the balances the ledger replays to before and after it, so the
 * lines always add up, whatever the entry (a back-dated receipt that cancels a fee, a reversal, a
 * term extension that changes the interest owed).
 */
export function accountStatement(
  input: LoanReplayInput,
  period: { from: IsoDate; to: IsoDate },
): AccountStatement {
  if (period.from > period.to) throw new RangeError('from must not be after to');
  const ordered = ledgerOrder(input.transactions);
  const before = ordered.filter((e) => e.valueDate < period.from);
  // A reversed extension never took effect: only the surviving ones changed the schedule.
  const reversed = new Set(ordered.flatMap((e) => (e.type === 'REVERSAL' ? [e.reversalOf] : [])));
  const laterThan = (k: number) => ordered.slice(k).filter((e) => !reversed.has(e.id));
  const openingCents = balanceAfter(input, before, laterThan(before.length));
  const lines: StatementLine[] = [];
  let balance = openingCents;
  const seen = [...before];
  for (const [k, entry] of ordered.entries()) {
    if (entry.valueDate < period.from || entry.valueDate > period.to) continue;
    seen.push(entry);
    const after = balanceAfter(input, seen, laterThan(k + 1));
    const moved = after - balance;
    lines.push({
      id: entry.id,
      type: entry.type,
      date: entry.valueDate,
      amountCents: entry.amountCents,
      chargeCents: Math.max(moved, 0),
      creditCents: Math.max(-moved, 0),
      balanceCents: after,
    });
    balance = after;
  }
  return { ...period, openingCents, lines, closingCents: balance };
}
