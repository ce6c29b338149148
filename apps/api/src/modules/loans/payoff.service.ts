import {
  addDays,
  businessToday,
  fromCents,
  type IsoDate,
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
 */
export async function quoteLoanPayoff(
  db: Executor,
  clock: Clock,
  applicationId: string,
  date?: IsoDate,
): Promise<PayoffView> {
  const loan = await requireLoan(db, applicationId);
  const today = businessToday(clock.now());
  const on = date ?? today;
  if (on < today || on > addDays(today, QUOTE_DAYS_AHEAD)) {
    throw new ValidationError(
      'La fecha de cancelación debe estar entre hoy y un año después.',
      undefined,
      'INVALID_PAYOFF_DATE',
    );
  }
  const { replay } = await replayStoredLoan(db, applicationId, on);
  const quote = payoffQuote({
    installments: replay.installments,
    unappliedCreditCents: replay.totals.unappliedCreditCents,
    startDate: loan.scheduleAnchorDate ?? businessToday(loan.createdAt),
    date: on,
  });
  return {
    payoff: {
      applicationId,
      date: quote.date,
      principal: fromCents(quote.principalCents),
      interest: fromCents(quote.interestCents),
      lateFees: fromCents(quote.lateFeesCents),
      credit: fromCents(quote.creditCents),
      total: fromCents(quote.totalCents),
      interestRebate: fromCents(quote.interestRebateCents),
      validUntil: quote.validUntil,
    },
  };
}
