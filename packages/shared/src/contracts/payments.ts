import { z } from 'zod';
import { approvalRequested } from '../schemas/approvals.ts';
import { idParams, pagination } from '../schemas/common.ts';
import {
  appliedPayment,
  applyPaymentBody,
  calendarDay,
  calendarQuery,
  customerSchedule,
  customerScheduleQuery,
  loanBalance,
  paymentPreview,
  paymentReport,
  paymentReportExportQuery,
  paymentReportListQuery,
  paymentsDashboard,
  paymentsDashboardQuery,
  pendingReportsCount,
  rejectReportBody,
  reportPaymentBody,
  reversePaymentBody,
  scheduleCorrectionBody,
  scheduleInstallment,
} from '../schemas/payments.ts';
import { defineRoute } from './define.ts';

const paymentReportList = z.object({ payments: z.array(paymentReport), pagination });
const paymentParams = z.object({ paymentId: z.uuid('Pago no válido.') });

/* Collections for the back-office (/admin/payments), any admin role. */

/** GET: the period's collection figures and the unpaid installments of the next 30 days; any admin. */
export const getPaymentsDashboardContract = defineRoute({
  method: 'GET',
  path: '/admin/payments/dashboard',
  query: paymentsDashboardQuery,
  response: paymentsDashboard,
});

/** GET: installments grouped by due date, filtered; any admin. */
export const getPaymentCalendarContract = defineRoute({
  method: 'GET',
  path: '/admin/payments/calendar',
  query: calendarQuery,
  response: z.object({ calendar: z.array(calendarDay) }),
});

/** GET: the filtered calendar as CSV, one row per installment; any admin. */
export const exportPaymentCalendarContract = defineRoute({
  method: 'GET',
  path: '/admin/payments/calendar/export',
  query: calendarQuery.omit({ limit: true }),
  file: true,
});

/** GET: the most one receipt can be on a loan (what its unpaid installments owe); any admin. */
export const getLoanBalanceContract = defineRoute({
  method: 'GET',
  path: '/admin/payments/loans/:id/balance',
  params: idParams,
  response: z.object({ balance: loanBalance }),
});

/** POST (201, `Idempotency-Key`): one receipt applied to installments of one loan; any admin. */
export const applyPaymentContract = defineRoute({
  method: 'POST',
  path: '/admin/payments/apply',
  body: applyPaymentBody,
  response: appliedPayment,
  status: 201,
});

/** POST: what applying the receipt would do, under the same checks as applying it; any admin. */
export const previewPaymentContract = defineRoute({
  method: 'POST',
  path: '/admin/payments/apply/preview',
  body: applyPaymentBody,
  response: z.object({ preview: paymentPreview }),
});

/** POST (202, `Idempotency-Key`): asks a second admin to reverse a receipt (PRODUCT.md §9); any admin. */
export const reversePaymentContract = defineRoute({
  method: 'POST',
  path: '/admin/payments/:paymentId/reverse',
  params: paymentParams,
  body: reversePaymentBody,
  response: approvalRequested,
  status: 202,
});

/** GET: a receipt as PDF, with its number and how it was applied (PRODUCT.md §10); any admin. */
export const getPaymentReceiptContract = defineRoute({
  method: 'GET',
  path: '/admin/payments/:paymentId/receipt',
  params: paymentParams,
  file: true,
});

/** GET: the payments customers reported, newest first, a page at a time; any admin. */
export const listPaymentReportsContract = defineRoute({
  method: 'GET',
  path: '/admin/payments',
  query: paymentReportListQuery,
  response: paymentReportList,
});

/** GET: the reported payments of one status (all without one) as CSV; any admin. */
export const exportPaymentReportsContract = defineRoute({
  method: 'GET',
  path: '/admin/payments/export',
  query: paymentReportExportQuery,
  file: true,
});

/** GET: how many customer-reported payments wait for review; any admin. */
export const getPendingReportsCountContract = defineRoute({
  method: 'GET',
  path: '/admin/payments/pending-count',
  response: pendingReportsCount,
});

/** PUT: approves a reported payment, applying its amount oldest past-due installment first; any admin. */
export const approvePaymentReportContract = defineRoute({
  method: 'PUT',
  path: '/admin/payments/:id/approve',
  params: idParams,
  response: z.object({ payment: paymentReport, applied: appliedPayment }),
});

/** PUT: rejects a reported payment with the reason the customer is told; any admin. */
export const rejectPaymentReportContract = defineRoute({
  method: 'PUT',
  path: '/admin/payments/:id/reject',
  params: idParams,
  body: rejectReportBody,
  response: z.object({ payment: paymentReport }),
});

/* A loan's stored installments and their corrections (/admin/payment-schedules), any admin role. */

/** GET: an application's stored installments; any admin. */
export const listLoanScheduleContract = defineRoute({
  method: 'GET',
  path: '/admin/payment-schedules',
  query: z.object({ applicationId: z.uuid('Solicitud no válida.') }),
  response: z.object({ installments: z.array(scheduleInstallment) }),
});

/**
 * PUT: corrects an unpaid installment; any admin. A new due date answers 200; a late fee's waiver
 * answers 202 with `approval`, as it waits for another admin (PRODUCT.md §9).
 */
export const correctInstallmentContract = defineRoute({
  method: 'PUT',
  path: '/admin/payment-schedules/:id',
  params: idParams,
  body: scheduleCorrectionBody,
  response: z.object({
    installment: scheduleInstallment,
    /** Only in the 202 answer: the waiver waiting for approval. */
    approval: approvalRequested.shape.approval.optional(),
  }),
});

/* The customer's own calendar and reported payments, the customer only. */

/** GET: one financing's calendar (the current one by default); the customer. */
export const getCustomerScheduleContract = defineRoute({
  method: 'GET',
  path: '/customers/payment-schedule',
  query: customerScheduleQuery,
  response: customerSchedule,
});

/** GET: the same calendar at the address the spec's client also calls; the customer. */
export const getCustomerScheduleAliasContract = defineRoute({
  method: 'GET',
  path: '/auth/customer/payment-schedule',
  query: customerScheduleQuery,
  response: customerSchedule,
});

/** GET: the payments the customer reported, newest first; the customer. */
export const listCustomerPaymentReportsContract = defineRoute({
  method: 'GET',
  path: '/customers/payments',
  query: paymentReportListQuery,
  response: paymentReportList,
});

/**
 * POST (201, `Idempotency-Key`): the customer reports a payment made. `body` is the JSON form; the same
 * fields may come as multipart/form-data with a `receipt` file after them, which the route reads itself.
 */
export const reportPaymentContract = defineRoute({
  method: 'POST',
  path: '/customers/payments',
  body: reportPaymentBody,
  response: z.object({ payment: z.object({ id: z.string(), status: z.string() }) }),
  status: 201,
});

/** GET: one of the customer's own receipts as PDF; another's answers 404. */
export const getCustomerPaymentReceiptContract = defineRoute({
  method: 'GET',
  path: '/customers/payments/:paymentId/receipt',
  params: paymentParams,
  file: true,
});
