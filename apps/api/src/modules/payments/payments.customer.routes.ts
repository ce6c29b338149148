import {
  customerSchedule,
  customerScheduleQuery,
  pagination,
  paymentReport,
  paymentReportListQuery,
  reportPaymentBody,
  successEnvelope,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, parseWith } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { idempotentRoute } from '../../plugins/idempotency.ts';
import { formParts, multipartRoute } from '../../plugins/multipart.ts';
import { subjectOf } from '../auth/token.service.ts';
import { getCustomerSchedule } from './customer-schedule.service.ts';
import { listPaymentReports, reportPayment, reportPaymentWithReceipt } from './payment-reports.service.ts';

const scheduleRoute = (app: Parameters<FastifyPluginAsyncZod>[0]) =>
  app.get(
    '/payment-schedule',
    {
      schema: {
        tags: ['customers'],
        security: [{ bearerAuth: [] }],
        querystring: customerScheduleQuery,
        response: { 200: successEnvelope(customerSchedule) },
      },
    },
    async (req) =>
      ok(await getCustomerSchedule(app.db, app.clock, subjectOf(sessionOf(req)), req.query.applicationId)),
  );

/** The customer's own calendar and reported payments (under /customers). */
export const paymentCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['customers'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('customer'));
  const deps = { db: app.db, clock: app.clock, sms: app.sms, log: app.log };
  scheduleRoute(app);

  app.get(
    '/payments',
    {
      schema: {
        ...schema,
        querystring: paymentReportListQuery,
        response: { 200: successEnvelope(z.object({ payments: z.array(paymentReport), pagination })) },
      },
    },
    async (req) => ok(await listPaymentReports(app.db, { customerId: subjectOf(sessionOf(req)) }, req.query)),
  );
  app.post(
    '/payments',
    {
      ...multipartRoute,
      ...idempotentRoute,
      schema: {
        ...schema,
        description:
          'JSON, or multipart/form-data with the same fields and an optional `receipt` file (PDF, JPG or PNG) after them.',
        consumes: ['application/json', 'multipart/form-data'],
        body: reportPaymentBody,
        response: {
          201: successEnvelope(z.object({ payment: z.object({ id: z.string(), status: z.string() }) })),
        },
      },
    },
    async (req, reply) => {
      const session = sessionOf(req);
      const customerId = subjectOf(session);
      if (!req.isMultipart()) {
        const input = parseWith(reportPaymentBody, req.body);
        return reply
          .status(201)
          .send(ok(await reportPayment(deps, customerId, input, null), 'Pago reportado'));
      }
      const report = await reportPaymentWithReceipt(
        { ...deps, storage: app.documentStorage },
        session,
        formParts(req),
      );
      return reply.status(201).send(ok(report, 'Pago reportado'));
    },
  );
};

/** The same calendar at /auth/customer/payment-schedule, as the spec's client also calls it. */
export const paymentScheduleAuthAliasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('customer'));
  scheduleRoute(app);
};
