import { z } from 'zod';
import {
  buildSchedule,
  fromCents,
  type IsoDate,
  isLoanTerm,
  LOAN_TERMS,
  type LoanTermMonths,
  quoteFinancing,
  toCents,
} from '../domain/index.ts';
import { messages } from '../messages.ts';
import { isoDate, money, moneyInput } from './common.ts';

export const loanTermMonths = z.coerce
  .number({ error: (issue) => messages.invalidTerm(issue.input) })
  .refine(isLoanTerm, { error: (issue) => messages.invalidTerm(issue.input) });

export const quoteQuery = z
  .object({
    motoValue: moneyInput.refine((n) => n > 0, { error: messages.invalidAmount }),
    downPayment: moneyInput,
    loanTermMonths,
    startDate: isoDate.optional(),
  })
  .refine((q) => q.downPayment < q.motoValue, { error: messages.downPaymentTooHigh, path: ['downPayment'] });
export type QuoteQuery = z.infer<typeof quoteQuery>;

export const scheduleItem = z.object({
  paymentNumber: z.number().int(),
  dueDate: z.string(),
  amount: money,
  principal: money,
  interest: money,
});

export const quoteResponse = z.object({
  financedAmount: money,
  monthlyRate: z.number(),
  annualRate: z.number(),
  monthlyPayment: money,
  quincenalPayment: money,
  totalToPay: money,
  totalInterest: money,
  downPaymentPercent: z.number(),
  installments: z.number().int(),
  loanTermMonths: z.union(LOAN_TERMS.map((t) => z.literal(t))),
  schedule: z.array(scheduleItem),
});
export type QuoteResponse = z.infer<typeof quoteResponse>;

/**
 * The quote as the API and the screens show it: dollars with 2 decimals and the schedule
 * anchored at `startDate`. One function, so the preview and the server never disagree.
 */
export function presentQuote(input: {
  motoValue: number;
  downPayment: number;
  loanTermMonths: LoanTermMonths;
  startDate: IsoDate;
}): QuoteResponse {
  const quote = quoteFinancing({
    saleValueCents: toCents(input.motoValue),
    downPaymentCents: toCents(input.downPayment),
    loanTermMonths: input.loanTermMonths,
  });
  return {
    financedAmount: fromCents(quote.financedCents),
    monthlyRate: quote.monthlyRate,
    annualRate: quote.annualRate,
    monthlyPayment: fromCents(quote.monthlyPaymentCents),
    quincenalPayment: fromCents(quote.quincenalPaymentCents),
    totalToPay: fromCents(quote.totalToPayCents),
    totalInterest: fromCents(quote.totalInterestCents),
    downPaymentPercent: quote.downPaymentPercent,
    installments: quote.installments,
    loanTermMonths: quote.loanTermMonths,
    schedule: buildSchedule(quote, input.startDate).map((item) => ({
      paymentNumber: item.paymentNumber,
      dueDate: item.dueDate,
      amount: fromCents(item.amountCents),
      principal: fromCents(item.principalCents),
      interest: fromCents(item.interestCents),
    })),
  };
}
