import {
  applyPaymentContract,
  approvePaymentReportContract,
  exportPaymentCalendarContract,
  exportPaymentReportsContract,
  getLoanBalanceContract,
  getPaymentCalendarContract,
  getPaymentReceiptContract,
  getPaymentsDashboardContract,
  getPendingReportsCountContract,
  listPaymentReportsContract,
  previewPaymentContract,
  rejectPaymentReportContract,
  reversePaymentContract,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf, sendCsv, sendPdf } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { idempotentRoute } from '../../plugins/idempotency.ts';
import { subjectOf } from '../auth/index.ts';
import {
  paymentsDashboard as dashboardOf,
  paymentCalendar,
  paymentCalendarCsv,
} from './collections.service.ts';
import {
  applyAdminPayment,
  loanBalance as balanceOf,
  previewAdminPayment,
} from './payment-application.service.ts';
import { receiptPdf } from './payment-receipts.service.ts';
import {
  approveReport,
  exportPaymentReports,
  listPaymentReports,
  pendingReportsCount as pendingCountOf,
  rejectReport,
} from './payment-reports.service.ts';
import { requestPaymentReversal } from './payment-reversals.service.ts';

/** Collections for the back-office: the calendar, applying receipts, and customers' reported payments. */
export const paymentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['admin: payments'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));
  const adminId = (req: Parameters<typeof sessionOf>[0]) => subjectOf(sessionOf(req));
  const deps = { db: app.db, clock: app.clock, sms: app.sms, log: app.log, publicUrl: app.config.publicUrl };

  app.route({
    ...routeOf(app, getPaymentsDashboardContract, docs),
    handler: async (req) => ok(await dashboardOf(app.db, app.clock, req.query.period)),
  });
  app.route({
    ...routeOf(app, getPaymentCalendarContract, docs),
    handler: async (req) => ok(await paymentCalendar(app.db, app.clock, req.query)),
  });
  app.route({
    ...routeOf(app, exportPaymentCalendarContract, {
      ...docs,
      description: 'The filtered calendar as CSV (UTF-8 with BOM), one row per installment.',
      produces: ['text/csv'],
    }),
    handler: async (req, reply) =>
      sendCsv(reply, 'calendario-pagos.csv', await paymentCalendarCsv(app.db, app.clock, req.query)),
  });
  app.route({
    ...routeOf(app, getPaymentReceiptContract, {
      ...docs,
      description: 'The receipt as PDF: its number, the loan, and how the money was applied.',
      produces: ['application/pdf'],
    }),
    handler: async (req, reply) => {
      return sendPdf(reply, () => receiptPdf(app.db, req.params.paymentId));
    },
  });
  app.route({
    ...routeOf(app, getLoanBalanceContract, {
      ...docs,
      description: 'The most one receipt can be on this loan: what its unpaid installments still owe.',
    }),
    handler: async (req) => ok({ balance: await balanceOf(app.db, app.clock, req.params.id) }),
  });
  app.route({
    ...routeOf(app, applyPaymentContract, {
      ...docs,
      description: 'Send an `Idempotency-Key` header: a retry with the same key replays the first answer.',
    }),
    ...idempotentRoute,
    handler: async (req, reply) =>
      reply
        .status(201)
        .send(ok(await applyAdminPayment(deps, adminId(req), req.body), 'Pago aplicado exitosamente')),
  });
  app.route({
    ...routeOf(app, previewPaymentContract, {
      ...docs,
      description: 'What applying the receipt would do to each unpaid installment; nothing is written.',
    }),
    handler: async (req) => ok({ preview: await previewAdminPayment(deps, req.body) }),
  });
  app.route({
    ...routeOf(app, reversePaymentContract, {
      ...docs,
      description:
        'Asks a second admin to reverse a receipt (PRODUCT.md §9). Send an `Idempotency-Key` header: ' +
        'a retry with the same key replays the first answer.',
    }),
    ...idempotentRoute,
    handler: async (req, reply) =>
      reply
        .status(202)
        .send(
          ok(
            await requestPaymentReversal(app.db, adminId(req), req.params.paymentId, req.body.reason),
            'Reversión enviada a aprobación',
          ),
        ),
  });
  app.route({
    ...routeOf(app, listPaymentReportsContract, docs),
    handler: async (req) => ok(await listPaymentReports(app.db, {}, req.query)),
  });
  // Before '/:id/…', so 'export' is never read as an id.
  app.route({
    ...routeOf(app, exportPaymentReportsContract, {
      ...docs,
      description:
        'The reported payments of the list’s status, without paging, as CSV (UTF-8 with BOM); ' +
        'more than 50,000 rows answer 400.',
      produces: ['text/csv'],
    }),
    handler: async (req, reply) =>
      sendCsv(reply, 'pagos-reportados.csv', await exportPaymentReports(app.db, req.query)),
  });
  app.route({
    ...routeOf(app, getPendingReportsCountContract, {
      ...docs,
      description: 'How many customer-reported payments wait for review.',
    }),
    handler: async () => ok(await pendingCountOf(app.db)),
  });
  app.route({
    ...routeOf(app, approvePaymentReportContract, docs),
    handler: async (req) => ok(await approveReport(deps, req.params.id, adminId(req)), 'Pago aprobado'),
  });
  app.route({
    ...routeOf(app, rejectPaymentReportContract, docs),
    handler: async (req) =>
      ok(await rejectReport(deps, req.params.id, adminId(req), req.body), 'Pago rechazado'),
  });
};
