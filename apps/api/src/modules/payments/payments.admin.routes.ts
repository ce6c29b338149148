import {
  appliedPayment,
  applyPaymentBody,
  approvalRequested,
  calendarDay,
  calendarQuery,
  loanBalance,
  pagination,
  paymentReport,
  paymentReportExportQuery,
  paymentReportListQuery,
  paymentsDashboard,
  paymentsDashboardQuery,
  pendingReportsCount,
  rejectReportBody,
  reversePaymentBody,
  successEnvelope,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, ok, sendCsv } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { idempotentRoute } from '../../plugins/idempotency.ts';
import { subjectOf } from '../auth/token.service.ts';
import {
  paymentsDashboard as dashboardOf,
  paymentCalendar,
  paymentCalendarCsv,
} from './collections.service.ts';
import { applyAdminPayment, loanBalance as balanceOf } from './payment-application.service.ts';
import {
  approveReport,
  exportPaymentReports,
  listPaymentReports,
  pendingReportsCount as pendingCountOf,
  rejectReport,
} from './payment-reports.service.ts';
import { requestPaymentReversal } from './payment-reversals.service.ts';

const reportEnvelope = successEnvelope(z.object({ payment: paymentReport }));

/** Collections for the back-office: the calendar, applying receipts, and customers' reported payments. */
export const paymentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['admin: payments'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));
  const adminId = (req: Parameters<typeof sessionOf>[0]) => subjectOf(sessionOf(req));
  const deps = { db: app.db, clock: app.clock, sms: app.sms, log: app.log };

  app.get(
    '/dashboard',
    {
      schema: {
        ...schema,
        querystring: paymentsDashboardQuery,
        response: { 200: successEnvelope(paymentsDashboard) },
      },
    },
    async (req) => ok(await dashboardOf(app.db, app.clock, req.query.period)),
  );
  app.get(
    '/calendar',
    {
      schema: {
        ...schema,
        querystring: calendarQuery,
        response: { 200: successEnvelope(z.object({ calendar: z.array(calendarDay) })) },
      },
    },
    async (req) => ok(await paymentCalendar(app.db, app.clock, req.query)),
  );
  app.get(
    '/calendar/export',
    {
      schema: {
        ...schema,
        description: 'The filtered calendar as CSV (UTF-8 with BOM), one row per installment.',
        querystring: calendarQuery.omit({ limit: true }),
        produces: ['text/csv'],
      },
    },
    async (req, reply) =>
      sendCsv(reply, 'calendario-pagos.csv', await paymentCalendarCsv(app.db, app.clock, req.query)),
  );
  app.get(
    '/loans/:id/balance',
    {
      schema: {
        ...schema,
        description: 'The most one receipt can be on this loan: what its unpaid installments still owe.',
        params: idParams,
        response: { 200: successEnvelope(z.object({ balance: loanBalance })) },
      },
    },
    async (req) => ok({ balance: await balanceOf(app.db, app.clock, req.params.id) }),
  );
  app.post(
    '/apply',
    {
      ...idempotentRoute,
      schema: {
        ...schema,
        description: 'Send an `Idempotency-Key` header: a retry with the same key replays the first answer.',
        body: applyPaymentBody,
        response: { 201: successEnvelope(appliedPayment) },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(ok(await applyAdminPayment(deps, adminId(req), req.body), 'Pago aplicado exitosamente')),
  );
  app.post(
    '/:paymentId/reverse',
    {
      ...idempotentRoute,
      schema: {
        ...schema,
        description:
          'Asks a second admin to reverse a receipt (PRODUCT.md §9). Send an `Idempotency-Key` header: ' +
          'a retry with the same key replays the first answer.',
        params: z.object({ paymentId: z.uuid('Pago no válido.') }),
        body: reversePaymentBody,
        response: { 202: successEnvelope(approvalRequested) },
      },
    },
    async (req, reply) =>
      reply
        .status(202)
        .send(
          ok(
            await requestPaymentReversal(app.db, adminId(req), req.params.paymentId, req.body.reason),
            'Reversión enviada a aprobación',
          ),
        ),
  );
  app.get(
    '/',
    {
      schema: {
        ...schema,
        querystring: paymentReportListQuery,
        response: { 200: successEnvelope(z.object({ payments: z.array(paymentReport), pagination })) },
      },
    },
    async (req) => ok(await listPaymentReports(app.db, {}, req.query)),
  );
  // Before '/:id/…', so 'export' is never read as an id.
  app.get(
    '/export',
    {
      schema: {
        ...schema,
        description:
          'The reported payments of the list’s status, without paging, as CSV (UTF-8 with BOM); ' +
          'more than 50,000 rows answer 400.',
        querystring: paymentReportExportQuery,
        produces: ['text/csv'],
      },
    },
    async (req, reply) =>
      sendCsv(reply, 'pagos-reportados.csv', await exportPaymentReports(app.db, req.query)),
  );
  app.get(
    '/pending-count',
    {
      schema: {
        ...schema,
        description: 'How many customer-reported payments wait for review.',
        response: { 200: successEnvelope(pendingReportsCount) },
      },
    },
    async () => ok(await pendingCountOf(app.db)),
  );
  app.put(
    '/:id/approve',
    {
      schema: {
        ...schema,
        params: idParams,
        response: { 200: successEnvelope(z.object({ payment: paymentReport, applied: appliedPayment })) },
      },
    },
    async (req) => ok(await approveReport(deps, req.params.id, adminId(req)), 'Pago aprobado'),
  );
  app.put(
    '/:id/reject',
    { schema: { ...schema, params: idParams, body: rejectReportBody, response: { 200: reportEnvelope } } },
    async (req) => ok(await rejectReport(deps, req.params.id, adminId(req), req.body), 'Pago rechazado'),
  );
};
