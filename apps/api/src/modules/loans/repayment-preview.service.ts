import { randomUUID } from 'node:crypto';
import {
  type Cents,
  type IsoDate,
  type LoanReplay,
  type LoanTransaction,
  type PayoffQuote,
  type RepaymentTransaction,
  replayLoan,
} from '@quincena/shared';
import type { LockedLoan } from './loan-projection.service.ts';
import { toLedgerEntry } from './loans.service.ts';

/** What a receipt would do in its place in the loan's history, before anything is written. */
export interface RepaymentPreview {
  /** What each installment owed on the receipt's value date: the ledger up to that day. */
  owedOnValueDateCents: Map<string, Cents>;
  /** The loan's unapplied credit the receipt would add (its own, or a later receipt's it displaces). */
  creditAddedCents: Cents;
  /** The receipt's own split in the replay: what its REPAYMENT entry is posted with. */
  split: { principalCents: Cents; interestCents: Cents; lateFeeCents: Cents; creditCents: Cents };
  /** The id its REPAYMENT entry is to be posted with. */
  entryId: string;
  /** The loan replayed without the receipt, on `asOf`. */
  before: LoanReplay;
  /** The loan replayed with the receipt as the newest entry of its value date. */
  replay: LoanReplay;
  /** A payoff's quote on its value date and whether the receipt covers it; null for a receipt. */
  payoff: { quote: PayoffQuote; settled: boolean } | null;
}

// Posted after every stored entry: a receipt being applied is the newest entry of its value date.
const POSTED_LAST = '9999-12-31T23:59:59.999Z';

/**
 * Replays the loan with the receipt placed by its value date (ADR 028 addendum), so the checks of
 * a back-dated receipt see the loan as it was that day: a late fee assessed after that date is not
 * owed yet. For a receipt dated today they are the figures of today's rows. Reads nothing: the
 * loan was loaded under its lock.
 */
export function previewRepayment(
  loan: LockedLoan,
  receipt: {
    /** A receipt for installments (the default), one that pays the whole loan off, or a recovery. */
    type?: 'REPAYMENT' | 'PAYOFF' | 'RECOVERY';
    valueDate: IsoDate;
    amountCents: Cents;
    installmentIds?: readonly string[];
    prepayment?: RepaymentTransaction['prepayment'];
  },
  asOf: IsoDate,
): RepaymentPreview {
  const ledger = loan.entries.map((e) => toLedgerEntry(e.entry));
  const entryId = randomUUID();
  const replay = (transactions: LoanTransaction[]) =>
    replayLoan({
      installments: loan.installments,
      transactions,
      asOf,
      graceDays: loan.graceDays,
      startDate: loan.startDate,
    });

  // Up to the value date: entries dated later drop out, and so do reversals of what dropped out.
  const upToDate = ledger.filter((t) => t.type !== 'REVERSAL' && t.valueDate <= receipt.valueDate);
  const kept = new Set(upToDate.map((t) => t.id));
  const reversals = ledger.filter((t) => t.type === 'REVERSAL' && kept.has(t.reversalOf));
  const before = replay(ledger);
  // A receipt dated after every entry (the common one, dated today) sees the loan as it stands.
  const dropped = upToDate.length + reversals.length < ledger.length;
  const then = dropped ? replay([...upToDate, ...reversals]) : before;
  const owedOnValueDateCents = new Map(
    then.installments.map((i) => [
      i.id,
      i.lateFeeCents -
        i.paidLateFeeCents +
        i.interestCents -
        i.paidInterestCents -
        i.rebatedInterestCents +
        i.principalCents -
        i.paidPrincipalCents,
    ]),
  );

  const base = {
    id: entryId,
    valueDate: receipt.valueDate,
    postedAt: POSTED_LAST,
    amountCents: receipt.amountCents,
  };
  const after = replay([
    ...ledger,
    receipt.type === 'PAYOFF' || receipt.type === 'RECOVERY'
      ? { ...base, type: receipt.type }
      : {
          ...base,
          type: 'REPAYMENT',
          ...(receipt.installmentIds?.length ? { installmentIds: [...receipt.installmentIds] } : {}),
          ...(receipt.prepayment ? { prepayment: receipt.prepayment } : {}),
        },
  ]);
  const payoff = after.payoffs.find((p) => p.transactionId === entryId);
  const own = after.transactions.find((t) => t.id === entryId);
  if (!own) throw new Error(`loan ${loan.applicationId}: the previewed receipt did not replay`);
  const { principalCents, interestCents, lateFeeCents, creditCents } = own;
  return {
    owedOnValueDateCents,
    creditAddedCents: after.totals.unappliedCreditCents - before.totals.unappliedCreditCents,
    split: { principalCents, interestCents, lateFeeCents, creditCents },
    entryId,
    before,
    replay: after,
    payoff: payoff ? { quote: payoff.quote, settled: payoff.settled } : null,
  };
}
