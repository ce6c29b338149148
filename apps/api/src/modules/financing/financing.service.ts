import { businessToday, presentQuote, type QuoteQuery, type QuoteResponse } from '@quincena/shared';
import type { Clock } from '../../clock.ts';

/** The public quote; the schedule starts from the given date or today's business date. */
export function quote(query: QuoteQuery, clock: Clock): QuoteResponse {
  return presentQuote({
    motoValue: query.motoValue,
    downPayment: query.downPayment,
    loanTermMonths: query.loanTermMonths,
    startDate: query.startDate ?? businessToday(clock.now()),
  });
}
