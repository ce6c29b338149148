import {
  addDays,
  businessToday,
  fromCents,
  type IsoDate,
  type PayoffQuote,
  type PayoffView,
  payoffQuote,
} from '@quincena/shared';
import type { Clock } from '../../clock.ts';
import type { Executor } from '../../db/client.ts';
import { ValidationError } from '../../errors.ts';
import { replayStoredLoan, requireLoan } from './loans.service.ts';

/** How far ahead a payoff can be quoted: a year, past which late fees and dates are guesses. */
const QUOTE_DAYS_AHEAD = 365;

/**
 * What paying the loan off on `date` (today when left out) takes (PRODUCT.md §9, ADR 042): its
 * ledger replayed on that date, quoted by the one pure function the customer's figure uses too.
 * The customer quotes from today; the back-office also back to the loan's start, as it records a
 * payoff received days ago (ADR 043).
 */
export async function quoteLoanPayoff(
  db: Executor,
  clock: Clock,
  applicationId: string,
  date?: IsoDate,
  options: { past?: boolean } = {},
): Promise<PayoffView> {
  const loan = await requireLoan(db, applicationId);
  const today = businessToday(clock.now());
  const on = date ?? today;
  const from = options.past ? loan.startDate : today;
  if (on < from || on > addDays(today, QUOTE_DAYS_AHEAD)) {
    const message = options.past
      ? 'La fecha de cancelación debe estar entre el inicio del préstamo y un año después.'
      : 'La fecha de cancelación debe estar entre hoy y un año después.';
    throw new ValidationError(message, undefined, 'INVALID_PAYOFF_DATE');
  }
  const { replay } = await replayStoredLoan(db, loan, on);
  const quote = payoffQuote({
    installments: replay.installments,
    unappliedCreditCents: replay.totals.unappliedCreditCents,
    startDate: loan.startDate,
    date: on,
  });
  return { payoff: toPayoffView(applicationId, quote) };
}

/** A payoff quote in dollars, as the quote and the posted payoff answer it. */
export function toPayoffView(applicationId: string, quote: PayoffQuote): PayoffView['payoff'] {
  return {
    applicationId,
    date: quote.date,
    principal: fromCents(quote.principalCents),
    interest: fromCents(quote.interestCents),
    lateFees: fromCents(quote.lateFeesCents),
    credit: fromCents(quote.creditCents),
    total: fromCents(quote.totalCents),
    interestRebate: fromCents(quote.interestRebateCents),
    validUntil: quote.validUntil,
  };
}
