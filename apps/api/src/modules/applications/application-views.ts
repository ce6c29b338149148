import {
  type AdminApplicationDetail,
  type AdminApplicationSummary,
  type ApplicationDetail,
  type ApplicationSummary,
  buildSchedule,
  type DocumentRecord,
  formatApplicationNumber,
  fromCents,
  type IsoDate,
  installmentView,
  type LoanTermMonths,
  quoteFinancing,
  type ScheduleRow,
  toCents,
} from '@quincena/shared';
import type { HistoryRow } from '../audit/index.ts';
import type { ApplicationRow, ApplicationSummaryRow, InstallmentRow } from './applications.repository.ts';

/** The application as every list shows it; money in dollars, rates as fractions. */
/** A new application as its creator is answered: id, number and status. */
export const toSubmittedApplication = (a: ApplicationRow) => ({
  id: a.id,
  number: formatApplicationNumber(a.number, a.createdAt),
  status: a.status,
});

export function toApplicationSummary({
  application: a,
  customer,
  motorcycle,
}: ApplicationSummaryRow): ApplicationSummary {
  return {
    id: a.id,
    number: formatApplicationNumber(a.number, a.createdAt),
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
      engineNumber: a.engineNumber,
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

/** The application as the back-office lists it: with the vendor who submitted it. */
export function toAdminApplicationSummary(row: ApplicationSummaryRow): AdminApplicationSummary {
  const { vendor } = row;
  return {
    ...toApplicationSummary(row),
    vendor: vendor
      ? {
          id: vendor.id,
          name: `${vendor.firstName} ${vendor.lastName}`,
          dealershipName: vendor.dealershipName,
        }
      : null,
  };
}

/** Everything the back-office's detail shows: the stored schedule, documents and history. */
export function toAdminApplicationDetail(
  row: ApplicationSummaryRow,
  parts: {
    installments: InstallmentRow[];
    documents: DocumentRecord[];
    history: HistoryRow[];
    /** Each history entry's names of the records it points at, in the same order. */
    references: Record<string, string>[];
  },
  today: IsoDate,
): AdminApplicationDetail {
  const a = row.application;
  const schedule = scheduleOf(row, parts.installments, today);
  return {
    ...toAdminApplicationSummary(row),
    rejectionReason: a.rejectionReason,
    notes: a.notes,
    scheduleIsProjected: schedule.projected,
    insurancePolicy: a.insurancePolicy,
    hasDirectDiscount: a.hasDirectDiscount,
    reviewedAt: a.reviewedAt?.toISOString() ?? null,
    rejectedAt: a.rejectedAt?.toISOString() ?? null,
    disbursedAt: a.disbursedAt?.toISOString() ?? null,
    schedule: schedule.rows,
    totalPaid: fromCents(schedule.rows.reduce((sum, row) => sum + toCents(row.paidAmount), 0)),
    documents: parts.documents,
    history: parts.history.map((h, i) => ({
      id: h.id,
      action: h.entityType === 'document' ? `document_${h.action}` : h.action,
      actor: { role: h.actorRole, id: h.actorId, name: h.actorName },
      changes: h.changes,
      references: parts.references[i] ?? {},
      createdAt: h.createdAt.toISOString(),
    })),
  };
}

/**
 * The schedule of an approved application as stored; before approval, the quote's projection
 * from today (the real one is anchored at approval).
 */
function scheduleOf(row: ApplicationSummaryRow, installments: InstallmentRow[], today: IsoDate) {
  const a = row.application;
  if (installments.length > 0)
    return { projected: false, rows: installments.map((item) => installmentView(item, today)) };
  const quote = quoteFinancing({
    saleValueCents: a.saleValueCents,
    downPaymentCents: a.downPaymentCents,
    loanTermMonths: a.loanTermMonths as LoanTermMonths,
  });
  const rows: ScheduleRow[] = buildSchedule(quote, today).map((item) => ({
    id: null,
    paymentNumber: item.paymentNumber,
    dueDate: item.dueDate,
    amount: fromCents(item.amountCents),
    principal: fromCents(item.principalCents),
    interest: fromCents(item.interestCents),
    lateFee: 0,
    paidAmount: 0,
    paidAt: null,
    status: 'PENDING',
  }));
  return { projected: true, rows };
}

export function toApplicationDetail(
  row: ApplicationSummaryRow,
  installments: InstallmentRow[],
  today: IsoDate,
): ApplicationDetail {
  const schedule = scheduleOf(row, installments, today);
  return {
    ...toApplicationSummary(row),
    rejectionReason: row.application.rejectionReason,
    notes: row.application.notes,
    scheduleIsProjected: schedule.projected,
    paymentSchedule: schedule.rows,
  };
}
