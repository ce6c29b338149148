import { daysBetween, type IsoDate } from './dates.ts';
import type { InstallmentLedger } from './installment-state.ts';
import type { Cents } from './money.ts';

/**
 * What money above what is due does (PRODUCT.md §9, ADR 048): the next installments in due order
 * (as always), or principal paid ahead that shortens the term or lowers every later installment.
 */
export const PREPAYMENT_MODES = ['NEXT_INSTALLMENTS', 'SHORTEN_TERM', 'LOWER_INSTALLMENTS'] as const;
export type PrepaymentMode = (typeof PREPAYMENT_MODES)[number];

/** One installment's part of a prepayment: principal paid ahead and the interest that no longer accrues. */
export interface PrepaymentShare<T> {
  installment: T;
  principalCents: Cents;
  rebatedInterestCents: Cents;
}

export interface PrepaymentInput<T extends InstallmentLedger> {
  /** The unpaid installments not yet due on `date`. */
  installments: readonly T[];
  amountCents: Cents;
  mode: Exclude<PrepaymentMode, 'NEXT_INSTALLMENTS'>;
  date: IsoDate;
  /** When the first of them began accruing: the previous due date, or the loan's start. */
  periodStart: IsoDate;
}

export interface PrepaymentPlan<T> {
  shares: PrepaymentShare<T>[];
  /** Principal paid ahead: the amount, or every unpaid principal when the amount is more. */
  principalCents: Cents;
  /** Interest the customer no longer owes. */
  interestRebateCents: Cents;
}

const byDueDate = <T extends { dueDate: IsoDate }>(a: T, b: T) =>
  a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0;

/**
 * Principal paid ahead per installment, from what it and the later ones receive together: all of
 * it from the last one back (shortening), or in proportion to what they owe (lowering, rounded up
 * so the first receives the whole amount). More money never gives any tail less.
 */
function principalShares(owed: readonly Cents[], amountCents: Cents, mode: PrepaymentInput<never>['mode']) {
  const total = owed.reduce((sum, p) => sum + p, 0);
  if (total === 0) return owed.map(() => 0);
  const amount = BigInt(Math.min(Math.max(0, amountCents), total));
  let tail = total;
  const tails = owed.map((p) => {
    const received =
      mode === 'SHORTEN_TERM'
        ? Math.min(Number(amount), tail)
        : Number((amount * BigInt(tail) + BigInt(total) - 1n) / BigInt(total));
    tail -= p;
    return received;
  });
  return tails.map((received, k) => received - (tails[k + 1] ?? 0));
}

/**
 * Principal paid ahead, and the interest it saves. An installment's interest is earned on the
 * principal outstanding during its quincena — what it and the later installments still owe — so
 * when that falls by a share, its unpaid interest falls by the same share; for the quincena in
 * course, only for its days still to come (the payoff's accrual by days). The saving is rounded up
 * to the cent: the customer is never charged for principal already paid back.
 *
 * SHORTEN_TERM pays the last installments' principal first, which settles them: fewer remain.
 * LOWER_INSTALLMENTS pays every installment's principal in proportion, which keeps their number and
 * lowers each: for the annuity the schedule is, scaling every balance scales every interest.
 */
export function prepaymentPlan<T extends InstallmentLedger>(input: PrepaymentInput<T>): PrepaymentPlan<T> {
  const items = [...input.installments].sort(byDueDate);
  const owed = items.map((i) => i.principalCents - i.paidPrincipalCents);
  const paid = principalShares(owed, input.amountCents, input.mode);
  let balance = owed.reduce((sum, p) => sum + p, 0);
  let reduction = paid.reduce((sum, x) => sum + x, 0);
  const shares = items.map((installment, k) => {
    const interest =
      installment.interestCents - installment.paidInterestCents - installment.rebatedInterestCents;
    let rebate = 0n;
    if (balance > 0 && reduction > 0 && interest > 0) {
      const period = k === 0 ? Math.max(1, daysBetween(input.periodStart, installment.dueDate)) : 1;
      const ahead = k === 0 ? Math.min(period, Math.max(0, daysBetween(input.date, installment.dueDate))) : 1;
      const numerator = BigInt(interest) * BigInt(reduction) * BigInt(ahead);
      const denominator = BigInt(balance) * BigInt(period);
      rebate = (numerator + denominator - 1n) / denominator;
    }
    balance -= owed[k] as Cents;
    reduction -= paid[k] as Cents;
    return {
      installment,
      principalCents: paid[k] as Cents,
      rebatedInterestCents: Math.min(interest, Number(rebate)),
    };
  });
  return {
    shares,
    principalCents: shares.reduce((sum, s) => sum + s.principalCents, 0),
    interestRebateCents: shares.reduce((sum, s) => sum + s.rebatedInterestCents, 0),
  };
}
