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

/**
 * The payoff of a loan on `date`, from its installments as they stand (paid parts included) and its
 * unapplied credit. `startDate` begins the first installment's interest period (the schedule's
 * anchor). Interest of the next installment is earned by days since the previous due date, rounded
 * down to the cent: the customer never pays for a day that has not passed.
 */
export function payoffQuote(input: {
  installments: readonly InstallmentLedger[];
  unappliedCreditCents: Cents;
  startDate: IsoDate;
  date: IsoDate;
}): PayoffQuote {
  const { date } = input;
  const items = [...input.installments].sort((a, b) =>
    a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0,
  );
  const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
  const interestLeft = (i: InstallmentLedger) => i.interestCents - i.paidInterestCents;
  const nextIndex = items.findIndex((i) => i.dueDate > date);
  const due = nextIndex === -1 ? items : items.slice(0, nextIndex);
  const ahead = nextIndex === -1 ? [] : items.slice(nextIndex);
  const next = ahead[0];

  let earnedCents = 0;
  if (next) {
    const periodStart =
      nextIndex === 0 ? input.startDate : (items[nextIndex - 1] as InstallmentLedger).dueDate;
    const period = Math.max(1, daysBetween(periodStart, next.dueDate));
    const elapsed = Math.min(period, Math.max(0, daysBetween(periodStart, date)));
    const accrued = Math.floor((next.interestCents * elapsed) / period);
    earnedCents = Math.max(0, Math.min(interestLeft(next), accrued - next.paidInterestCents));
  }
  const principalCents = sum(items.map((i) => i.principalCents - i.paidPrincipalCents));
  const interestCents = sum(due.map(interestLeft)) + earnedCents;
  const lateFeesCents = sum(items.map((i) => i.lateFeeCents - i.paidLateFeeCents));
  const gross = principalCents + interestCents + lateFeesCents;
  const creditCents = Math.min(Math.max(0, input.unappliedCreditCents), gross);
  return {
    date,
    principalCents,
    interestCents,
    lateFeesCents,
    creditCents,
    totalCents: gross - creditCents,
    interestRebateCents: sum(ahead.map(interestLeft)) - earnedCents,
    validUntil: next ? addDays(next.dueDate, -1) : date,
  };
}
