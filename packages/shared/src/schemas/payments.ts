import { z } from 'zod';
import { PREPAYMENT_MODES, type PrepaymentMode } from '../domain/prepayment.ts';
import { PAYMENT_METHODS } from './catalog.ts';
import { installmentAmounts, isoDate, money, moneyInput } from './common.ts';
import { dashboardQuery } from './vendor-portal.ts';

/** Spec part 2 §2.7, §8 and PRODUCT.md §8: the collections texts and contracts. */
export const paymentMessages = {
  calendarLoading: 'Cargando calendario de pagos...',
  calendarError: 'Error al cargar el calendario de pagos',
  calendarEmpty: 'No hay pagos programados para los filtros seleccionados',
  dashboardError: 'No se pudo cargar el dashboard de pagos',
  belowExpected: (received: string, expected: string) =>
    `El monto recibido (${received}) debe ser mayor o igual al monto esperado (${expected})`,
  /** Above everything the loan still owes: refused, so no surplus is ever kept by mistake (ADR 024). */
  aboveBalance: (received: string, maximum: string) =>
    `El monto recibido (${received}) supera lo que el préstamo adeuda. El máximo que se puede aplicar es ${maximum}.`,
  mixedLoans: 'Un pago solo puede aplicarse a cuotas de un mismo préstamo.',
  alreadyPaid: 'Una de las cuotas seleccionadas ya está pagada.',
  futureDate: 'La fecha de pago no puede ser futura.',
  /** Under a past payment date in the apply dialog: the receipt takes its place in history. */
  backdatedHint:
    'Se registrará con esa fecha: si cubre cuotas dentro del período de gracia, la mora no debida se anula.',
  amountPositive: 'El monto debe ser mayor que cero.',
  selectInstallments: 'Selecciona al menos una cuota.',
  prepaymentInvalid: 'Elige qué hacer con el excedente.',
  keyReused: 'Esta clave de idempotencia ya se usó con otra solicitud.',
  reportNotPending: 'Este pago reportado ya fue revisado.',
  rejectReasonRequired: 'Indica el motivo del rechazo.',
  noteRequired: 'La nota es obligatoria.',
  customerCalendarErrorTitle: 'Error al cargar datos',
  customerCalendarErrorFallback: 'No se pudo cargar el calendario de pagos',
  noFinancing: 'No tienes un financiamiento activo.',
  /** A payoff's amount below its quote of the payment date. */
  payoffShort: (received: string, total: string) =>
    `El monto recibido (${received}) no alcanza para cancelar el préstamo: se requieren ${total}.`,
  loanPaidOff: 'El préstamo ya está cancelado.',
  receiptNotFound: 'Pago no encontrado.',
} as const;

export const CALENDAR_LIMIT = 100;
export const DUE_SOON_DAYS = 7;
export const UPCOMING_DAYS = 30;

const optionalNote = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo ${max} caracteres.`)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** The same period choice as every dashboard (week, month, quarter, year; month by default). */
export const paymentsDashboardQuery = dashboardQuery;

export const paymentsDashboard = z.object({
  overview: z.object({
    totalScheduled: money,
    totalPayments: z.number().int(),
    totalReceived: money,
    collectionRate: z.number(),
    totalPending: money,
    overdueCount: z.number().int(),
    overdueAmount: money,
  }),
  upcoming: z.array(
    z.object({
      id: z.string(),
      applicationId: z.string(),
      customer: z.string(),
      phoneNumber: z.string(),
      motorcycle: z.string(),
      amount: money,
      dueDate: z.string(),
    }),
  ),
});
export type PaymentsDashboard = z.infer<typeof paymentsDashboard>;

export const CALENDAR_STATUSES = ['pending', 'paid', 'overdue'] as const;
export const calendarQuery = z.object({
  status: z.enum(CALENDAR_STATUSES).optional(),
  /** A customer's name or phone, or an application number ('SOL-2026-000123'). */
  search: z.string().trim().max(100).optional(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(CALENDAR_LIMIT),
});
export type CalendarQuery = z.infer<typeof calendarQuery>;

export const calendarPayment = z.object({
  id: z.string(),
  applicationId: z.string(),
  paymentNumber: z.number().int(),
  dueDate: z.string(),
  amount: money,
  paidAmount: money,
  /** What is still owed, late fee included. */
  owedAmount: money,
  lateFeesAmount: money,
  isPaid: z.boolean(),
  isOverdue: z.boolean(),
  customer: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phoneNumber: z.string(),
  }),
  motorcycle: z.object({ brand: z.string(), model: z.string() }),
});
export type CalendarPayment = z.infer<typeof calendarPayment>;

export const calendarDay = z.object({
  date: z.string(),
  paymentCount: z.number().int(),
  totalExpected: money,
  totalReceived: money,
  pendingAmount: money,
  paidCount: z.number().int(),
  payments: z.array(calendarPayment),
});
export type CalendarDay = z.infer<typeof calendarDay>;

export const applyPaymentBody = z.object({
  paymentIds: z
    .array(z.uuid('Cuota no válida.'), { error: paymentMessages.selectInstallments })
    .min(1, paymentMessages.selectInstallments)
    .max(48)
    // The spec's name is kept: these are installment (payment schedule) ids, not payment ids.
    .describe('The ids of the installments the receipt pays (payment schedule rows), not of payments.'),
  totalAmountReceived: moneyInput.refine((n) => n > 0, { error: paymentMessages.amountPositive }),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Método de pago no válido.' }),
  paymentReference: optionalNote(100),
  paymentDate: isoDate,
  notes: optionalNote(500),
  /** What money above what is due does (ADR 048): the next installments unless the admin chooses. */
  prepayment: z.enum(PREPAYMENT_MODES, { error: paymentMessages.prepaymentInvalid }).optional(),
});
export type ApplyPaymentBody = z.input<typeof applyPaymentBody>;

/** The admin's words for what money above the selection does (ADR 048). */
export const PREPAYMENT_LABELS: Record<PrepaymentMode, string> = {
  NEXT_INSTALLMENTS: 'Adelantar las próximas cuotas',
  SHORTEN_TERM: 'Reducir el plazo',
  LOWER_INSTALLMENTS: 'Reducir las cuotas',
};

/** POST /admin/payments/apply/preview: what applying the body would do to each unpaid installment. */
export const paymentPreview = z.object({
  appliedAmount: money,
  unappliedAmount: money,
  /** Interest the receipt saves by paying principal ahead. */
  interestSaved: money,
  installments: z.array(
    z.object({
      id: z.string(),
      paymentNumber: z.number().int(),
      dueDate: isoDate,
      owedBefore: money,
      owedAfter: money,
    }),
  ),
});
export type PaymentPreview = z.infer<typeof paymentPreview>;

/** POST /admin/loans/:id/payoff (PRODUCT.md §9): money that pays the whole loan off on its date. */
export const payoffBody = z.object({
  amount: moneyInput.refine((n) => n > 0, { error: paymentMessages.amountPositive }),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Método de pago no válido.' }),
  paymentReference: optionalNote(100),
  paymentDate: isoDate,
  notes: optionalNote(500),
});
export type PayoffBody = z.input<typeof payoffBody>;

export const appliedPayment = z.object({
  payment: z.object({
    id: z.string(),
    applicationId: z.string(),
    amount: money,
    appliedAmount: money,
    unappliedAmount: money,
  }),
  installments: z.array(z.object({ id: z.string(), paidAmount: money, isPaid: z.boolean() })),
});
export type AppliedPayment = z.infer<typeof appliedPayment>;

/** POST /admin/payments/{paymentId}/reverse: why the receipt must be undone (PRODUCT.md §9). */
export const reversePaymentBody = z.object({
  reason: z
    .string({ error: 'Indica el motivo de la reversión.' })
    .trim()
    .min(1, 'Indica el motivo de la reversión.')
    .max(500, 'Máximo 500 caracteres.'),
});
export type ReversePaymentBody = z.infer<typeof reversePaymentBody>;

/** What one receipt can pay on a loan: everything its unpaid installments still owe (ADR 024). */
export const loanBalance = z.object({
  applicationId: z.string(),
  /** Principal, interest and late fees still owed on every unpaid installment: the most one receipt takes. */
  owedAmount: money,
});
export type LoanBalance = z.infer<typeof loanBalance>;

/** How many customer-reported payments wait for review (the menu's counter). */
export const pendingReportsCount = z.object({ pending: z.number().int() });

export const REPORT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  PENDING: 'Pendiente',
  APPROVED: 'Aprobado',
  REJECTED: 'Rechazado',
};

/** A customer's report of a payment made (JSON, or multipart with a `receipt` file). */
export const reportPaymentBody = z.object({
  amount: moneyInput.refine((n) => n > 0, { error: paymentMessages.amountPositive }),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Método de pago no válido.' }),
  paymentReference: optionalNote(100),
  paymentDate: isoDate,
  notes: optionalNote(500),
  applicationId: z.uuid('Solicitud no válida.').optional(),
});

export const paymentReport = z.object({
  id: z.string(),
  applicationId: z.string(),
  amount: money,
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentReference: z.string().nullable(),
  paymentDate: z.string(),
  notes: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  reviewNotes: z.string().nullable(),
  receiptUrl: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** When the receipt an approved report became was reversed (PRODUCT.md §9); null otherwise. */
  reversedAt: z.string().nullable(),
  customer: z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phoneNumber: z.string(),
  }),
});
export type PaymentReport = z.infer<typeof paymentReport>;

export const paymentReportListQuery = z.object({
  status: z.enum(REPORT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
/** The list's filters without paging: what its CSV export takes (ADR 029). */
export const paymentReportExportQuery = paymentReportListQuery.omit({ page: true, limit: true });
export type PaymentReportExportQuery = z.infer<typeof paymentReportExportQuery>;

export const rejectReportBody = z.object({
  reason: z
    .string({ error: paymentMessages.rejectReasonRequired })
    .trim()
    .min(1, paymentMessages.rejectReasonRequired)
    .max(500),
});

export const scheduleCorrectionBody = z
  .object({
    dueDate: isoDate.optional(),
    waiveLateFee: z.boolean().optional(),
    notes: z
      .string({ error: paymentMessages.noteRequired })
      .trim()
      .min(1, paymentMessages.noteRequired)
      .max(500),
  })
  .refine((b) => b.dueDate !== undefined || b.waiveLateFee === true, {
    error: 'Indica una nueva fecha o la condonación de la mora.',
    path: ['dueDate'],
  });

export const scheduleInstallment = z.object({
  id: z.string(),
  ...installmentAmounts,
  paidLateFee: money,
  paidInterest: money,
  paidPrincipal: money,
  paidAmount: money,
  owedAmount: money,
  isPaid: z.boolean(),
  isOverdue: z.boolean(),
  paidAt: z.string().nullable(),
});
export type ScheduleInstallment = z.infer<typeof scheduleInstallment>;

export const customerScheduleQuery = z.object({ applicationId: z.uuid('Solicitud no válida.').optional() });

/** One receipt the customer can download ('REC-2026-000123'); a reversed one stays, marked. */
export const customerReceipt = z.object({
  id: z.string(),
  number: z.string(),
  paymentDate: z.string(),
  amount: money,
  reversed: z.boolean(),
});
export type CustomerReceipt = z.infer<typeof customerReceipt>;

export const customerSchedule = z.object({
  hasActiveFinancing: z.boolean(),
  /** Every financing the customer can switch between (approved or disbursed). */
  financings: z.array(
    z.object({
      applicationId: z.string(),
      status: z.string(),
      motorcycle: z.string(),
      approvedAt: z.string().nullable(),
    }),
  ),
  /** The newest application still waiting for a decision, when there is no financing. */
  pendingApplication: z.object({ id: z.string(), status: z.string(), createdAt: z.string() }).nullable(),
  financing: z
    .object({
      applicationId: z.string(),
      status: z.string(),
      motorcycle: z.object({ brand: z.string(), model: z.string(), year: z.number().int() }),
      motoValue: money,
      downPayment: money,
      loanAmount: money,
      loanTermMonths: z.number().int(),
      monthlyRate: z.number(),
      quincenalPayment: money,
      totalAmount: money,
      /** What the customer writes on a bank transfer so the money finds this loan ('Q20260001234'). */
      paymentReference: z.string(),
      /** When the customer accepted the contract with a texted code; null while it has not. */
      contractAcceptedAt: z.string().nullable(),
    })
    .nullable(),
  summary: z
    .object({
      loanAmount: money,
      downPayment: money,
      totalAmount: money,
      totalPaid: money,
      paymentsCompleted: z.number().int(),
      totalPayments: z.number().int(),
      remainingBalance: money,
      overdueCount: z.number().int(),
      overdueAmount: money,
      unappliedCredit: money,
    })
    .nullable(),
  payments: z.array(
    z.object({
      id: z.string(),
      paymentNumber: z.number().int(),
      dueDate: z.string(),
      amount: money,
      paidAmount: money,
      lateFee: money,
      isPaid: z.boolean(),
      isOverdue: z.boolean(),
      paidAt: z.string().nullable(),
    }),
  ),
  /** Paid in full: GET /customers/credit-applications/{id}/release-letter is its paz y salvo. */
  paidOff: z.boolean(),
  /** The financing's receipts, newest first: GET /customers/payments/{id}/receipt is each one's PDF. */
  receipts: z.array(customerReceipt),
  /** For the information list: the late fee and grace period in force (settings). */
  terms: z.object({ lateFee: money, gracePeriodDays: z.number().int() }),
});
export type CustomerSchedule = z.infer<typeof customerSchedule>;

export const jobRunResult = z.object({ processed: z.number().int(), skipped: z.number().int() });
export const JOB_NAMES = ['late-fees', 'payment-reminders', 'prune', 'orphan-files'] as const;
export type JobName = (typeof JOB_NAMES)[number];
