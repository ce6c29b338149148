import { z } from 'zod';
import { isoDate, money, moneyInput } from './common.ts';
import { LOAN_STATUSES, payoffView } from './loans.ts';

/*
 * What moves a loan beyond its schedule (PRODUCT.md §9): the bodies of the servicing requests and
 * their texts. Apart from the loan's own schemas, so the loan page's first view builds none of them.
 */

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

const restructureReason = z
  .string({ error: 'Indica el motivo de la reestructuración.' })
  .trim()
  .min(1, 'Indica el motivo de la reestructuración.')
  .max(500, 'Máximo 500 caracteres.');

/** The longer terms a loan can be extended to (PRODUCT.md §9): the terms offered but the shortest. */
export const EXTENDED_TERMS = [18, 24] as const;
export const extendedTerm = z.coerce
  .number({ error: 'Indica el nuevo plazo (18 o 24 meses).' })
  .refine((n): n is (typeof EXTENDED_TERMS)[number] => (EXTENDED_TERMS as readonly number[]).includes(n), {
    error: 'Indica el nuevo plazo (18 o 24 meses).',
  });

/**
 * POST /admin/loans/:id/restructure (PRODUCT.md §9): a payment holiday of 1–4 installments, or a
 * term extension to a longer term offered, the unpaid principal re-amortized at the loan's rate.
 */
export const restructureBody = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('PAYMENT_HOLIDAY'),
      installments: z.coerce
        .number({ error: 'Indica cuántas cuotas se difieren (de 1 a 4).' })
        .int('Indica cuántas cuotas se difieren (de 1 a 4).')
        .min(1, 'Indica cuántas cuotas se difieren (de 1 a 4).')
        .max(4, 'Indica cuántas cuotas se difieren (de 1 a 4).'),
      reason: restructureReason,
    }),
    z.object({ type: z.literal('EXTEND_TERM'), loanTermMonths: extendedTerm, reason: restructureReason }),
  ],
  { error: 'Tipo de reestructuración no válido.' },
);
export type RestructureBody = z.input<typeof restructureBody>;

/** The loans' servicing texts the API and the screens share. */
export const loanMessages = {
  refundAboveCredit: (credit: string) => `La devolución no puede superar el saldo a favor (${credit}).`,
  reversalRefunded: 'No se puede revertir: el saldo a favor que dejó este pago ya fue devuelto al cliente.',
  writeOffNotDue: 'Solo se castiga un préstamo con 90 días o más de atraso.',
  alreadyWrittenOff: 'El préstamo ya fue castigado.',
  writtenOff: 'El préstamo fue castigado: el dinero que se reciba se registra como recuperación.',
  nothingToDefer: 'El préstamo no tiene cuotas pendientes que diferir.',
  termNotLonger: (months: number) => `El nuevo plazo debe ser mayor que el actual (${months} meses).`,
  nothingToExtend: 'El préstamo no tiene capital pendiente que reprogramar.',
  beforeExtension: (date: string) =>
    `El plazo del préstamo se extendió el ${date}: no se pueden registrar ni revertir pagos anteriores a esa fecha.`,
  notPaidOff: 'El paz y salvo se emite cuando el préstamo está pagado por completo.',
} as const;

/** Days past due from which a loan may be written off (PRODUCT.md §9). */
export const WRITE_OFF_DAYS_PAST_DUE = 90;

/** POST …/payoff: the receipt that paid the loan off and the quote it settled. */
export const postedPayoff = z.object({
  payment: z.object({ id: z.string(), applicationId: z.string(), amount: money }),
  payoff: payoffView.shape.payoff,
  loan: z.object({ status: z.enum(LOAN_STATUSES), unappliedCredit: money }),
});
export type PostedPayoff = z.infer<typeof postedPayoff>;

/** GET /admin/loans/:id/term-extension?loanTermMonths=: the schedule an extension would leave. */
export const termExtensionQuery = z.object({ loanTermMonths: extendedTerm });

export const termExtensionView = z.object({
  loanTermMonths: z.number().int(),
  /** The unpaid principal re-amortized. */
  principal: money,
  /** Interest earned and unpaid, spread over the new installments. */
  carriedInterest: money,
  /** The regular installment before and after. */
  installmentBefore: money,
  installmentAfter: money,
  /** The open installments and the added ones, as they would be. */
  installments: z.array(z.object({ paymentNumber: z.number().int(), dueDate: isoDate, amount: money })),
});
export type TermExtensionView = z.infer<typeof termExtensionView>;
