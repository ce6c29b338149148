import { addDays, daysBetween, type IsoDate } from './dates.ts';
import type { InstallmentLedger } from './installment-state.ts';
import type { Cents } from './money.ts';

/** What paying a loan off on a date takes (PRODUCT.md §9, Ley 42 de 2001 art. 31), in cents. */
export interface PayoffQuote {
  date: IsoDate;
  /** All unpaid principal. */
  principalCents: Cents;
  /** Unpaid interest of the installments due by `date`, and the next one's interest to `date`. */
  interestCents: Cents;
  lateFeesCents: Cents;
  /** The unapplied credit that pays part of it (never more than the rest). */
  creditCents: Cents;
  totalCents: Cents;
  /** The scheduled interest not charged: the next installment's unearned part and all later ones'. */
  interestRebateCents: Cents;
  /** The day before the next due date: until then the same installments are due and ahead. */
  validUntil: IsoDate;
}

export interface PayoffInput<T extends InstallmentLedger> {
  installments: readonly T[];
  unappliedCreditCents: Cents;
  /** Begins the first installment's interest period (the schedule's anchor). */
  startDate: IsoDate;
  date: IsoDate;
}

/** What a payoff charges one installment of interest; the rest of its unpaid interest is rebated. */
export interface PayoffCharge<T> {
  installment: T;
  interestCents: Cents;
}

/**
 * The payoff of a loan on `date` and what it charges each installment, from its installments as
 * they stand (paid parts and rebates included) and its unapplied credit: the quote the customer
 * sees and the split the ledger posts are this one computation. Interest of the next installment is
 * earned by days since the previous due date (the anchor for the first), rounded down to the cent:
 * the customer never pays for a day that has not passed.
 */
export function payoffPlan<T extends InstallmentLedger>(
  input: PayoffInput<T>,
): { quote: PayoffQuote; charges: PayoffCharge<T>[] } {
  const { date } = input;
  const items = [...input.installments].sort((a, b) =>
    a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0,
  );
  const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
  const interestLeft = (i: InstallmentLedger) =>
    i.interestCents - i.paidInterestCents - i.rebatedInterestCents;
  const nextIndex = items.findIndex((i) => i.dueDate > date);
  const next = nextIndex === -1 ? undefined : (items[nextIndex] as T);

  let earnedCents = 0;
  if (next) {
    const periodStart =
      nextIndex === 0 ? input.startDate : (items[nextIndex - 1] as InstallmentLedger).dueDate;
    const period = Math.max(1, daysBetween(periodStart, next.dueDate));
    const elapsed = Math.min(period, Math.max(0, daysBetween(periodStart, date)));
    const accrued = Math.floor((next.interestCents * elapsed) / period);
    earnedCents = Math.max(0, Math.min(interestLeft(next), accrued - next.paidInterestCents));
  }
  const charges = items.map((installment, index) => ({
    installment,
    interestCents:
      nextIndex === -1 || index < nextIndex
        ? interestLeft(installment)
        : index === nextIndex
          ? earnedCents
          : 0,
  }));
  const principalCents = sum(items.map((i) => i.principalCents - i.paidPrincipalCents));
  const interestCents = sum(charges.map((c) => c.interestCents));
  const lateFeesCents = sum(items.map((i) => i.lateFeeCents - i.paidLateFeeCents));
  const gross = principalCents + interestCents + lateFeesCents;
  const creditCents = Math.min(Math.max(0, input.unappliedCreditCents), gross);
  const quote = {
    date,
    principalCents,
    interestCents,
    lateFeesCents,
    creditCents,
    totalCents: gross - creditCents,
    interestRebateCents: sum(items.map(interestLeft)) - interestCents,
    validUntil: next ? addDays(next.dueDate, -1) : date,
  };
  return { quote, charges };
}

/** The payoff of a loan on `date` (see `payoffPlan`). */
export function payoffQuote(input: PayoffInput<InstallmentLedger>): PayoffQuote {
  return payoffPlan(input).quote;
}
