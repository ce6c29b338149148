import {
  type ApplicationDetail,
  type ApplicationSummary,
  buildSchedule,
  fromCents,
  type IsoDate,
  type LoanTermMonths,
  quoteFinancing,
  type ScheduleRow,
} from '@quincena/shared';
import type { ApplicationSummaryRow, InstallmentRow } from './applications.repository.ts';

/** The application as every list shows it; money in dollars, rates as fractions. */
export function toApplicationSummary({
  application: a,
  customer,
  motorcycle,
}: ApplicationSummaryRow): ApplicationSummary {
  return {
    id: a.id,
    status: a.status,
    createdAt: a.createdAt.toISOString(),
    approvedAt: a.approvedAt?.toISOString() ?? null,
    customer,
    motorcycle: {
      id: motorcycle.id,
      brand: motorcycle.brand,
      model: motorcycle.model,
      year: motorcycle.year,
      price: fromCents(motorcycle.priceCents),
      vin: a.vin,
      placa: a.placa,
    },
    requestedAmount: fromCents(a.saleValueCents),
    downPayment: fromCents(a.downPaymentCents),
    loanAmount: fromCents(a.approvedAmountCents ?? a.financedCents),
    loanTermMonths: a.loanTermMonths,
    termMonths: a.loanTermMonths,
    interestRate: Number(a.monthlyRate),
    monthlyPayment: fromCents(a.monthlyPaymentCents),
    quincenalPayment: fromCents(a.quincenalPaymentCents),
    totalToPay: fromCents(a.totalToPayCents),
    totalInterest: fromCents(a.totalInterestCents),
  };
}

function scheduleStatus(item: InstallmentRow, paidCents: number, today: IsoDate): ScheduleRow['status'] {
  if (item.paidAt) return 'PAID';
  if (item.dueDate < today) return 'OVERDUE';
  return paidCents > 0 ? 'PARTIAL' : 'PENDING';
}

/**
 * The schedule of an approved application as stored; before approval, the quote's projection
 * from today (the real one is anchored at approval).
 */
export function toApplicationDetail(
  row: ApplicationSummaryRow,
  installments: InstallmentRow[],
  today: IsoDate,
): ApplicationDetail {
  const summary = toApplicationSummary(row);
  const a = row.application;
  const projected = installments.length === 0;
  const paymentSchedule: ScheduleRow[] = projected
    ? buildSchedule(
        quoteFinancing({
          saleValueCents: a.saleValueCents,
          downPaymentCents: a.downPaymentCents,
          loanTermMonths: a.loanTermMonths as LoanTermMonths,
        }),
        today,
      ).map((item) => ({
        paymentNumber: item.paymentNumber,
        dueDate: item.dueDate,
        amount: fromCents(item.amountCents),
        principal: fromCents(item.principalCents),
        interest: fromCents(item.interestCents),
        lateFee: 0,
        paidAmount: 0,
        paidAt: null,
        status: 'PENDING',
      }))
    : installments.map((item) => {
        const paidCents = item.paidLateFeeCents + item.paidInterestCents + item.paidPrincipalCents;
        return {
          paymentNumber: item.paymentNumber,
          dueDate: item.dueDate,
          amount: fromCents(item.amountCents),
          principal: fromCents(item.principalCents),
          interest: fromCents(item.interestCents),
          lateFee: fromCents(item.lateFeeCents),
          paidAmount: fromCents(paidCents),
          paidAt: item.paidAt,
          status: scheduleStatus(item, paidCents, today),
        };
      });
  return {
    ...summary,
    rejectionReason: a.rejectionReason,
    notes: a.notes,
    scheduleIsProjected: projected,
    paymentSchedule,
  };
}
