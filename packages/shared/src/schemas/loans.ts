import { z } from 'zod';
import { installmentAmounts, isoDate, money } from './common.ts';
import { repossessionView } from './repossession-view.ts';

/** PRODUCT.md §9: a loan is an approved or disbursed application; its money is its ledger. */
export const LOAN_STATUSES = ['ACTIVE', 'PAID_OFF', 'WRITTEN_OFF', 'REPOSSESSED', 'CLOSED'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

export const LOAN_TRANSACTION_TYPES = [
  'DISBURSEMENT',
  'REPAYMENT',
  'LATE_FEE',
  'LATE_FEE_WAIVER',
  'REVERSAL',
  'RESCHEDULE',
  'PAYOFF',
  'WRITE_OFF',
  'RECOVERY',
  'REFUND',
] as const;

/** How the back-office names each ledger entry. */
export const LOAN_TRANSACTION_LABELS: Record<(typeof LOAN_TRANSACTION_TYPES)[number], string> = {
  DISBURSEMENT: 'Desembolso',
  REPAYMENT: 'Pago recibido',
  LATE_FEE: 'Recargo por mora',
  LATE_FEE_WAIVER: 'Exoneración de mora',
  REVERSAL: 'Reversión',
  RESCHEDULE: 'Reestructuración',
  PAYOFF: 'Cancelación anticipada',
  WRITE_OFF: 'Castigo',
  RECOVERY: 'Recuperación',
  REFUND: 'Devolución',
};

export const loanSummary = z.object({
  applicationId: z.string(),
  number: z.string(),
  paymentReference: z.string(),
  status: z.enum(LOAN_STATUSES),
  principalOutstanding: money,
  interestOutstanding: money,
  lateFeesOutstanding: money,
  unappliedCredit: money,
  daysPastDue: z.number().int(),
  nextDueDate: z.string().nullable(),
  /** Restructured: under watch until this due date (PRODUCT.md §9); null otherwise. */
  watchUntil: z.string().nullable(),
});

export const loanInstallment = z.object({
  id: z.string(),
  ...installmentAmounts,
  paidAmount: money,
  isPaid: z.boolean(),
  isOverdue: z.boolean(),
  status: z.enum(['PAID', 'PARTIAL', 'OVERDUE', 'PENDING']),
});

export const loanTransaction = z.object({
  id: z.string(),
  type: z.enum(LOAN_TRANSACTION_TYPES),
  valueDate: z.string(),
  amount: money,
  principal: money,
  interest: money,
  lateFee: money,
  createdAt: z.string(),
  /** Who wrote it, by name ("Sistema" for the jobs). */
  createdBy: z.string(),
  reversedAt: z.string().optional(),
  reversalOf: z.string().optional(),
  notes: z.string().optional(),
  /** A receipt's row (REPAYMENT): what POST /admin/payments/{paymentId}/reverse takes. */
  paymentId: z.string().optional(),
  /** That receipt's number ('REC-2026-000123'); GET /admin/payments/{paymentId}/receipt is its PDF. */
  receiptNumber: z.string().optional(),
  /** A reversal of this receipt waits for a second admin's approval. */
  reversalPending: z.boolean().optional(),
});

/** GET /admin/loans/{applicationId}. */
export const loanDetail = z.object({
  loan: loanSummary,
  installments: z.array(loanInstallment),
  transactions: z.array(loanTransaction),
  /** The loan's latest repossession, in course or closed; null when there was none. */
  repossession: repossessionView.nullable(),
});

/** An account statement's period: from the loan's start and to today when left out (PRODUCT.md §10). */
const statementPeriod = {
  from: isoDate.optional(),
  to: isoDate.optional(),
};
const periodInOrder = (p: { from?: string; to?: string }) => !p.from || !p.to || p.from <= p.to;
/** A statement's period backwards, as the API and the period fields say it. */
export const STATEMENT_PERIOD_OUT_OF_ORDER = 'La fecha inicial no puede ser posterior a la final.';
const periodOutOfOrder = { error: STATEMENT_PERIOD_OUT_OF_ORDER, path: ['from'] };
export const statementQuery = z.object(statementPeriod).refine(periodInOrder, periodOutOfOrder);
/** The customer's: of one of its financings (the current one when left out). */
export const customerStatementQuery = z
  .object({ ...statementPeriod, applicationId: z.uuid('Solicitud no válida.').optional() })
  .refine(periodInOrder, periodOutOfOrder);

/** The date a payoff is quoted for (today when left out). */
export const payoffQuery = z.object({ date: isoDate.optional() });
/** The customer's: of one of its financings (the current one when left out). */
export const customerPayoffQuery = payoffQuery.extend({
  applicationId: z.uuid('Solicitud no válida.').optional(),
});

/** GET …/payoff (PRODUCT.md §9): what paying the loan off on `date` takes. */
export const payoffView = z.object({
  payoff: z.object({
    applicationId: z.string(),
    date: z.string(),
    principal: money,
    interest: money,
    lateFees: money,
    credit: money,
    total: money,
    interestRebate: money,
    validUntil: z.string(),
  }),
});

export type LoanSummary = z.infer<typeof loanSummary>;
export type LoanInstallment = z.infer<typeof loanInstallment>;
export type LoanTransactionView = z.infer<typeof loanTransaction>;
export type LoanDetail = z.infer<typeof loanDetail>;
export type PayoffView = z.infer<typeof payoffView>;
