import { z } from 'zod';
import { APPLICATION_STATUSES } from './catalog.ts';
import { installmentAmounts, isoDate, money, moneyInput, paginationQuery } from './common.ts';
import { customerInfoFields } from './customers.ts';
import { loanTermMonths } from './financing.ts';

const financingFields = {
  requestedAmount: moneyInput.refine((n) => n > 0, { error: 'El valor de la moto debe ser mayor que cero.' }),
  downPayment: moneyInput,
  loanTermMonths,
};
const downPaymentBelowValue = (b: { requestedAmount: number; downPayment: number }) =>
  b.downPayment < b.requestedAmount;
const downPaymentIssue = {
  error: 'El abono inicial debe ser menor que el valor de la moto.',
  path: ['downPayment'],
};

/** The financing every application carries: what the wizards check before they submit. */
export const financingBody = z.object(financingFields).refine(downPaymentBelowValue, downPaymentIssue);

/** The vendor-submitted application (the onboarding wizard's step 6). */
export const createVendorApplicationBody = z
  .object({
    customerId: z.uuid('Cliente no válido.'),
    motorcycleId: z.uuid('Moto no válida.'),
    ...financingFields,
  })
  .refine(downPaymentBelowValue, downPaymentIssue);

/** A customer's own application; without a catalog motorcycle the sale value stands for it. */
export const customerApplicationBody = z
  .object({ motorcycleId: z.uuid('Moto no válida.').optional(), ...financingFields })
  .refine(downPaymentBelowValue, downPaymentIssue);

export const customerOnboardingBody = z
  .object({ ...customerInfoFields, motorcycleId: z.uuid('Moto no válida.').optional(), ...financingFields })
  .refine(downPaymentBelowValue, downPaymentIssue);
export const updateCustomerOnboardingBody = z
  .object({ motorcycleId: z.uuid('Moto no válida.').optional(), ...financingFields })
  .refine(downPaymentBelowValue, downPaymentIssue);

export const applicationListQuery = paginationQuery.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
});

export const applicationSummary = z.object({
  id: z.string(),
  /** What people read and quote: 'SOL-2026-000123' (see `formatApplicationNumber`). */
  number: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  customer: z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phoneNumber: z.string(),
    email: z.string().nullable(),
  }),
  motorcycle: z.object({
    id: z.string(),
    brand: z.string(),
    model: z.string(),
    year: z.number().int(),
    price: money,
    vin: z.string().nullable(),
    placa: z.string().nullable(),
    /** Recorded at the disbursement, with the actual VIN and plate. */
    engineNumber: z.string().nullable(),
  }),
  requestedAmount: money,
  downPayment: money,
  loanAmount: money.nullable(),
  loanTermMonths: z.number().int(),
  termMonths: z.number().int(),
  interestRate: z.number(),
  monthlyPayment: money,
  quincenalPayment: money,
  totalToPay: money,
  totalInterest: money,
});
export type ApplicationSummary = z.infer<typeof applicationSummary>;

/** The answer to a new application: its id, the number people quote and its status. */
export const submittedApplication = z.object({ id: z.string(), number: z.string(), status: z.string() });
export type SubmittedApplication = z.infer<typeof submittedApplication>;

export const scheduleRow = z.object({
  /** The stored installment; null in the quote's projection before approval. */
  id: z.string().nullable(),
  ...installmentAmounts,
  paidAmount: money,
  paidAt: z.string().nullable(),
  status: z.enum(['PAID', 'PARTIAL', 'OVERDUE', 'PENDING']),
});
export type ScheduleRow = z.infer<typeof scheduleRow>;

export const applicationDetail = applicationSummary.extend({
  rejectionReason: z.string().nullable(),
  notes: z.string().nullable(),
  /** True while the application awaits approval: the schedule shown is the quote's projection. */
  scheduleIsProjected: z.boolean(),
  paymentSchedule: z.array(scheduleRow),
});
export type ApplicationDetail = z.infer<typeof applicationDetail>;

export const financialSummary = z.object({
  applications: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
  }),
  activeFinancing: z
    .object({
      applicationId: z.string(),
      totalToPay: money,
      totalPaid: money,
      remainingBalance: money,
      paymentsCompleted: z.number().int(),
      totalPayments: z.number().int(),
      overdueCount: z.number().int(),
      overdueAmount: money,
      nextPayment: z.object({ dueDate: z.string(), amount: money }).nullable(),
    })
    .nullable(),
});
export type FinancialSummary = z.infer<typeof financialSummary>;
