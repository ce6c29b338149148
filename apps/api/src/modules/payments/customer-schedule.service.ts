import {
  businessToday,
  type CustomerSchedule,
  formatApplicationNumber,
  formatReceiptNumber,
  fromCents,
  installmentView,
  loanStanding,
  paymentMessages,
  paymentReference,
} from '@quincena/shared';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import {
  type ApplicationSummaryRow,
  listInstallments,
  selectApplicationSummaries,
} from '../applications/index.ts';
import { findContractAcceptance } from '../loans/index.ts';
import { findSystemSettings } from '../settings/index.ts';
import { unappliedCreditCents } from './payments.repository.ts';
import { listLoanReceipts } from './receipts.repository.ts';

const LOAN_STATUSES = ['DISBURSED', 'APPROVED'];
const WAITING_STATUSES = ['PENDING', 'IN_REVIEW'];

/** The customer's applications, newest first (a customer has a handful, never pages of them). */
async function customerApplications(db: Database, customerId: string) {
  return selectApplicationSummaries(db, { customerId }, { limit: 100, offset: 0 });
}

/** Disbursed loans before approved ones, newest decision first. */
function loansOf(rows: ApplicationSummaryRow[]) {
  const approvedAt = (r: ApplicationSummaryRow) => r.application.approvedAt?.getTime() ?? 0;
  return rows
    .filter((r) => LOAN_STATUSES.includes(r.application.status))
    .sort(
      (a, b) =>
        LOAN_STATUSES.indexOf(a.application.status) - LOAN_STATUSES.indexOf(b.application.status) ||
        approvedAt(b) - approvedAt(a),
    );
}

/** The customer's current loan, the calendar's default: the latest disbursed, else the latest approved. */
export async function currentCustomerLoan(db: Database, customerId: string) {
  return loansOf(await customerApplications(db, customerId))[0]?.application;
}

/** The loan a customer means: the one asked for (its own, or 404) or its current one. */
export async function requireCustomerLoan(db: Database, customerId: string, applicationId?: string) {
  const loans = loansOf(await customerApplications(db, customerId));
  const loan = applicationId ? loans.find((r) => r.application.id === applicationId) : loans[0];
  if (!loan) throw new NotFoundError(paymentMessages.noFinancing, 'NO_ACTIVE_FINANCING');
  return loan.application;
}

/** GET /customers/payment-schedule: the calendar of one financing, with every figure from its installments. */
export async function getCustomerSchedule(
  db: Database,
  clock: Clock,
  customerId: string,
  applicationId?: string,
): Promise<CustomerSchedule> {
  const today = businessToday(clock.now());
  const [rows, settings] = await Promise.all([customerApplications(db, customerId), findSystemSettings(db)]);
  const loans = loansOf(rows);
  const terms = {
    lateFee: settings.payments.latePaymentFee,
    gracePeriodDays: settings.payments.gracePeriod,
  };
  const financings = loans.map((r) => ({
    applicationId: r.application.id,
    status: r.application.status,
    motorcycle: `${r.motorcycle.brand} ${r.motorcycle.model} ${r.motorcycle.year}`,
    approvedAt: r.application.approvedAt?.toISOString() ?? null,
  }));
  const chosen = applicationId ? loans.find((r) => r.application.id === applicationId) : loans[0];
  if (applicationId && !chosen) throw new NotFoundError(paymentMessages.noFinancing, 'NO_ACTIVE_FINANCING');
  if (!chosen) {
    const waiting = rows.find((r) => WAITING_STATUSES.includes(r.application.status));
    return {
      hasActiveFinancing: false,
      financings,
      pendingApplication: waiting
        ? {
            id: waiting.application.id,
            status: waiting.application.status,
            createdAt: waiting.application.createdAt.toISOString(),
          }
        : null,
      financing: null,
      summary: null,
      payments: [],
      paidOff: false,
      receipts: [],
      terms,
    };
  }
  const a = chosen.application;
  const [installments, creditCents, receipts, acceptance] = await Promise.all([
    listInstallments(db, a.id),
    unappliedCreditCents(db, a.id),
    listLoanReceipts(db, a.id),
    findContractAcceptance(db, a.id),
  ]);
  const standing = loanStanding(installments, creditCents, today);
  return {
    hasActiveFinancing: true,
    financings,
    pendingApplication: null,
    financing: {
      applicationId: a.id,
      status: a.status,
      motorcycle: {
        brand: chosen.motorcycle.brand,
        model: chosen.motorcycle.model,
        year: chosen.motorcycle.year,
      },
      motoValue: fromCents(a.saleValueCents),
      downPayment: fromCents(a.downPaymentCents),
      loanAmount: fromCents(a.approvedAmountCents ?? a.financedCents),
      loanTermMonths: a.loanTermMonths,
      monthlyRate: Number(a.monthlyRate),
      quincenalPayment: fromCents(a.quincenalPaymentCents),
      totalAmount: fromCents(a.totalToPayCents),
      paymentReference: paymentReference(formatApplicationNumber(a.number, a.createdAt)),
      contractAcceptedAt: acceptance?.acceptedAt.toISOString() ?? null,
    },
    summary: {
      loanAmount: fromCents(a.approvedAmountCents ?? a.financedCents),
      downPayment: fromCents(a.downPaymentCents),
      totalAmount: fromCents(a.totalToPayCents),
      totalPaid: fromCents(standing.totalPaidCents),
      paymentsCompleted: standing.paymentsCompleted,
      totalPayments: standing.totalPayments,
      // What is still owed, late fees included, less any credit waiting to be applied.
      remainingBalance: fromCents(standing.remainingBalanceCents),
      overdueCount: standing.overdueCount,
      overdueAmount: fromCents(standing.overdueCents),
      unappliedCredit: fromCents(creditCents),
    },
    payments: installments.map((item) => installmentView(item, today)),
    // As the loan's status says PAID_OFF: nothing owed, never written off.
    paidOff:
      installments.length > 0 && installments.every((i) => i.paidAt !== null) && a.writtenOffOn === null,
    receipts: receipts.map((r) => ({
      id: r.id,
      number: formatReceiptNumber(r.receiptYear, r.receiptNumber),
      paymentDate: r.paymentDate,
      amount: fromCents(r.amountCents),
      reversed: r.reversed,
    })),
    terms,
  };
}
