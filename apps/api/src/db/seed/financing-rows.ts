import {
  addDays,
  allocateToInstallment,
  buildSchedule,
  type Cents,
  type IsoDate,
  installmentState,
  type LoanTermMonths,
  MONTHLY_RATES,
  type Quote,
  quoteFinancing,
  type ScheduleItem,
} from '@quincena/shared';

export type PaymentPattern = 'paid' | 'partial' | 'unpaid';

export interface FinancingRows {
  application: {
    saleValueCents: Cents;
    downPaymentCents: Cents;
    financedCents: Cents;
    loanTermMonths: LoanTermMonths;
    monthlyRate: string;
    monthlyPaymentCents: Cents;
    quincenalPaymentCents: Cents;
    totalToPayCents: Cents;
    totalInterestCents: Cents;
  };
  installments: Array<{
    paymentNumber: number;
    dueDate: IsoDate;
    amountCents: Cents;
    principalCents: Cents;
    interestCents: Cents;
    lateFeeCents: Cents;
    paidLateFeeCents: Cents;
    paidInterestCents: Cents;
    paidPrincipalCents: Cents;
    paidAt: IsoDate | null;
  }>;
}

// A large book repeats the same few thousand schedules (price, down payment, term, first date):
// each is built once. Schedules are never mutated below.
const schedules = new Map<string, ScheduleItem[]>();
function scheduleOf(quote: Quote, anchorDate: IsoDate): ScheduleItem[] {
  const key = `${quote.financedCents}|${quote.loanTermMonths}|${anchorDate}`;
  let schedule = schedules.get(key);
  if (!schedule) {
    if (schedules.size > 50_000) schedules.clear();
    schedule = buildSchedule(quote, anchorDate);
    schedules.set(key, schedule);
  }
  return schedule;
}

/**
 * The quote and schedule of one financing, with the installments already due paid according to
 * `patternFor` (for demo and benchmark data). Unpaid installments past the grace period carry the
 * late fee, as the daily job would have assessed.
 */
export function buildFinancingRows(input: {
  saleValueCents: Cents;
  downPaymentCents: Cents;
  loanTermMonths: LoanTermMonths;
  anchorDate: IsoDate | null;
  today: IsoDate;
  lateFeeCents: Cents;
  graceDays: number;
  patternFor: (paymentNumber: number) => PaymentPattern;
}): FinancingRows {
  const quote = quoteFinancing(input);
  const application = {
    saleValueCents: quote.saleValueCents,
    downPaymentCents: quote.downPaymentCents,
    financedCents: quote.financedCents,
    loanTermMonths: quote.loanTermMonths,
    monthlyRate: MONTHLY_RATES[quote.loanTermMonths].toFixed(4),
    monthlyPaymentCents: quote.monthlyPaymentCents,
    quincenalPaymentCents: quote.quincenalPaymentCents,
    totalToPayCents: quote.totalToPayCents,
    totalInterestCents: quote.totalInterestCents,
  };
  if (!input.anchorDate) return { application, installments: [] };

  // ISO dates compare as strings: due before this day means the grace period is over.
  const graceCutoff = addDays(input.today, -input.graceDays);
  const installments = scheduleOf(quote, input.anchorDate).map((item) => {
    const isDue = item.dueDate <= input.today;
    const pattern = isDue ? input.patternFor(item.paymentNumber) : 'unpaid';
    const pastGrace = item.dueDate < graceCutoff;
    const lateFeeCents = pattern !== 'paid' && pastGrace ? input.lateFeeCents : 0;
    const owed = { lateFeeCents, interestCents: item.interestCents, principalCents: item.principalCents };
    const paidAmount =
      pattern === 'paid' ? item.amountCents : pattern === 'partial' ? Math.floor(item.amountCents / 2) : 0;
    const paid = allocateToInstallment(owed, paidAmount);
    const parts = {
      ...item,
      lateFeeCents,
      paidLateFeeCents: paid.lateFeeCents,
      paidInterestCents: paid.interestCents,
      paidPrincipalCents: paid.principalCents,
      rebatedInterestCents: 0,
    };
    // Paid by the one definition the API uses: amount and any late fee covered.
    return { ...parts, paidAt: installmentState(parts, input.today).isPaid ? item.dueDate : null };
  });
  return { application, installments };
}
