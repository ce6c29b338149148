import { addDays, type IsoDate, isoDateFromParts, lastDayOfMonth, parseIsoDate } from './dates.ts';
import { type Cents, halveHalfUp, roundHalfUpToCents } from './money.ts';
import type { Quote } from './quote.ts';

/** Minimum days between the anchor (e.g. the delivery date) and the first installment. */
const MIN_DAYS_TO_FIRST_DUE = 7;

export interface ScheduleItem {
  paymentNumber: number;
  dueDate: IsoDate;
  amountCents: Cents;
  principalCents: Cents;
  interestCents: Cents;
}

/** The first 15th or month-end on or after anchor + 7 days (always in that same month). */
export function firstDueDate(anchor: IsoDate): IsoDate {
  const { year, month, day } = parseIsoDate(addDays(anchor, MIN_DAYS_TO_FIRST_DUE));
  return isoDateFromParts(year, month, day <= 15 ? 15 : lastDayOfMonth(year, month));
}

/** The due date after `date`, which must be a 15th or a month's last day. */
function nextDueDate(date: IsoDate): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  if (day === 15) return isoDateFromParts(year, month, lastDayOfMonth(year, month));
  // Day 15 of month + 1 rolls into the next year after December.
  return isoDateFromParts(year, month + 1, 15);
}

/** `count` due dates alternating 15th / last day, starting at firstDueDate(anchor). */
export function dueDates(anchor: IsoDate, count: number): IsoDate[] {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`count must be a non-negative integer, got ${count}`);
  }
  const dates: IsoDate[] = [];
  let date = firstDueDate(anchor);
  for (let i = 0; i < count; i++) {
    dates.push(date);
    date = nextDueDate(date);
  }
  return dates;
}

/**
 * Interest of each installment: the monthly annuity interest on the declining balance,
 * I_k = round(B_{k−1}·r), split half-up over the month's two installments.
 * The last installment takes the residue so the column sums exactly to T − F
 * (the rounded monthly payment leaves a few cents of balance that the plain split would miss).
 */
function installmentInterests(quote: Quote): Cents[] {
  const { financedCents, monthlyRate, monthlyPaymentCents, totalInterestCents } = quote;
  const interests: Cents[] = [];
  let balance = financedCents;
  for (let month = 1; month <= quote.loanTermMonths; month++) {
    const monthInterest = roundHalfUpToCents((balance / 100) * monthlyRate);
    const first = halveHalfUp(monthInterest);
    interests.push(first, monthInterest - first);
    balance -= monthlyPaymentCents - monthInterest;
  }
  const beforeLast = interests.slice(0, -1).reduce((sum, cents) => sum + cents, 0);
  interests[interests.length - 1] = totalInterestCents - beforeLast;
  return interests;
}

/**
 * The installment plan: every installment is Q except the last, which absorbs the rounding
 * residue so amounts sum to T exactly; principal = amount − interest, so it sums to F exactly.
 */
export function buildSchedule(quote: Quote, anchorDate: IsoDate): ScheduleItem[] {
  const count = quote.installments;
  const q = quote.quincenalPaymentCents;
  const lastAmount = quote.totalToPayCents - q * (count - 1);
  const interests = installmentInterests(quote);
  const dates = dueDates(anchorDate, count);

  return dates.map((dueDate, index) => {
    const amountCents = index === count - 1 ? lastAmount : q;
    const interestCents = interests[index] ?? 0;
    const principalCents = amountCents - interestCents;
    // A negative column would mean the amount is too small for the rounding scheme.
    if (amountCents < 0 || interestCents < 0 || principalCents < 0) {
      throw new RangeError(`installment ${index + 1} would have a negative amount; financed too small`);
    }
    return { paymentNumber: index + 1, dueDate, amountCents, principalCents, interestCents };
  });
}
