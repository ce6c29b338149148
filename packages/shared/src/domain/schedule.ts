import { addDays, type IsoDate, isoDateFromParts, lastDayOfMonth, parseIsoDate } from './dates.ts';
import { type Cents, halveHalfUp, roundHalfUpToCents, sumCents } from './money.ts';
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

/** Every installment is Q except the last, which absorbs the rounding residue so amounts sum to T. */
function installmentAmounts(quote: Quote): Cents[] {
  const count = quote.installments;
  const q = quote.quincenalPaymentCents;
  const amounts: Cents[] = Array.from({ length: count }, () => q);
  amounts[count - 1] = quote.totalToPayCents - q * (count - 1);
  if (amounts.some((cents) => cents < 0)) {
    throw new RangeError('financed amount too small to split into installments');
  }
  return amounts;
}

/**
 * Interest of each installment: the monthly annuity interest on the declining balance,
 * I_k = round(B_{k−1}·r), split half-up over the month's two installments.
 * The last installment takes the residue so the column sums exactly to T − F
 * (rounding M leaves a few cents of balance that the plain split would miss).
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
  interests[interests.length - 1] = totalInterestCents - sumCents(interests.slice(0, -1));
  return interests;
}

/**
 * Keeps every interest within [0, amount] without changing the column total, so neither
 * interest nor principal is ever negative. Only tiny long loans need it: for $101.27 over
 * 24 months the leftover balance (42 cents) exceeds the last installment's interest share
 * (40 cents), so the residue would be −3. The out-of-range part is carried back to the
 * previous installments.
 */
function fitInterestsWithinAmounts(interests: Cents[], amounts: readonly Cents[]): void {
  let carry = 0;
  for (let i = interests.length - 1; i >= 0; i--) {
    const wanted = (interests[i] ?? 0) + carry;
    const fitted = Math.min(Math.max(wanted, 0), amounts[i] ?? 0);
    interests[i] = fitted;
    carry = wanted - fitted;
  }
  if (carry !== 0) {
    throw new RangeError('total interest does not fit in the installments; financed amount too small');
  }
}

/**
 * The installment plan. Principal = amount − interest per installment, so the principal
 * column sums to F exactly whenever amounts sum to T and interests to T − F.
 */
export function buildSchedule(quote: Quote, anchorDate: IsoDate): ScheduleItem[] {
  const amounts = installmentAmounts(quote);
  const interests = installmentInterests(quote);
  fitInterestsWithinAmounts(interests, amounts);

  return dueDates(anchorDate, quote.installments).map((dueDate, index) => {
    const amountCents = amounts[index] ?? 0;
    const interestCents = interests[index] ?? 0;
    return {
      paymentNumber: index + 1,
      dueDate,
      amountCents,
      principalCents: amountCents - interestCents,
      interestCents,
    };
  });
}
