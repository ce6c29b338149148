import { z } from 'zod';
import { installmentAmounts, isoDate, money, moneyInput } from './common.ts';

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
  /** A reversal of this receipt waits for a second admin's approval. */
  reversalPending: z.boolean().optional(),
});

/** GET /admin/loans/{applicationId}. */
export const loanDetail = z.object({
  loan: loanSummary,
  installments: z.array(loanInstallment),
  transactions: z.array(loanTransaction),
});

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

/** POST /admin/loans/:id/write-off (PRODUCT.md §9): why the loan is written off, for the approver. */
export const writeOffBody = z.object({
  reason: z
    .string({ error: 'Indica el motivo del castigo.' })
    .trim()
    .min(1, 'Indica el motivo del castigo.')
    .max(500, 'Máximo 500 caracteres.'),
});
export type WriteOffBody = z.input<typeof writeOffBody>;

/** POST /admin/loans/:id/refund: credit to pay back to the customer, and why. */
export const refundBody = z.object({
  amount: moneyInput.refine((n) => n > 0, { error: 'El monto debe ser mayor que cero.' }),
  reason: z
    .string({ error: 'Indica el motivo de la devolución.' })
    .trim()
    .min(1, 'Indica el motivo de la devolución.')
    .max(500, 'Máximo 500 caracteres.'),
});
export type RefundBody = z.input<typeof refundBody>;

/** POST /admin/loans/:id/restructure (PRODUCT.md §9): a payment holiday of 1–4 installments. */
export const restructureBody = z.object({
  type: z.literal('PAYMENT_HOLIDAY', { error: 'Tipo de reestructuración no válido.' }),
  installments: z.coerce
    .number({ error: 'Indica cuántas cuotas se difieren (de 1 a 4).' })
    .int('Indica cuántas cuotas se difieren (de 1 a 4).')
    .min(1, 'Indica cuántas cuotas se difieren (de 1 a 4).')
    .max(4, 'Indica cuántas cuotas se difieren (de 1 a 4).'),
  reason: z
    .string({ error: 'Indica el motivo de la reestructuración.' })
    .trim()
    .min(1, 'Indica el motivo de la reestructuración.')
    .max(500, 'Máximo 500 caracteres.'),
});
export type RestructureBody = z.input<typeof restructureBody>;

/** The loans' servicing texts the API and the screens share. */
export const loanMessages = {
  refundAboveCredit: (credit: string) => `La devolución no puede superar el saldo a favor (${credit}).`,
  reversalRefunded: 'No se puede revertir: el saldo a favor que dejó este pago ya fue devuelto al cliente.',
  writeOffNotDue: 'Solo se castiga un préstamo con 90 días o más de atraso.',
  alreadyWrittenOff: 'El préstamo ya fue castigado.',
  writtenOff: 'El préstamo fue castigado: el dinero que se reciba se registra como recuperación.',
  nothingToDefer: 'El préstamo no tiene cuotas pendientes que diferir.',
} as const;

/** Days past due from which a loan may be written off (PRODUCT.md §9). */
export const WRITE_OFF_DAYS_PAST_DUE = 90;

/** POST …/payoff: the receipt that paid the loan off and the quote it settled. */
export const postedPayoff = z.object({
  payment: z.object({ id: z.string(), applicationId: z.string(), amount: money }),
  payoff: payoffView.shape.payoff,
  loan: z.object({ status: z.enum(LOAN_STATUSES), unappliedCredit: money }),
});

export type LoanSummary = z.infer<typeof loanSummary>;
export type LoanInstallment = z.infer<typeof loanInstallment>;
export type LoanTransactionView = z.infer<typeof loanTransaction>;
export type LoanDetail = z.infer<typeof loanDetail>;
export type PayoffView = z.infer<typeof payoffView>;
export type PostedPayoff = z.infer<typeof postedPayoff>;
