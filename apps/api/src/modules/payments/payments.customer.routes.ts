import {
  customerSchedule,
  customerScheduleQuery,
  type DocumentRecord,
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
import { subjectOf } from '../auth/token.service.ts';
import { formParts, multipartRoute } from '../documents/documents.routes.ts';
import { uploadDocument } from '../documents/documents.service.ts';
import { getCustomerSchedule, requireCustomerLoan } from './customer-schedule.service.ts';
import { listPaymentReports, reportPayment } from './payment-reports.service.ts';

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
      // Fields first, then the receipt: the report is validated before a byte of the file is stored.
      const fields: Record<string, string> = {};
      let receipt: DocumentRecord | undefined;
      for await (const part of formParts(req)) {
        if (part.type === 'field') {
          fields[part.name] ??= part.value;
          continue;
        }
        if (part.name !== 'receipt' || receipt) {
          part.stream.resume();
          continue;
        }
        const input = parseWith(reportPaymentBody, fields);
        const loan = await requireCustomerLoan(app.db, customerId, input.applicationId);
        receipt = await uploadDocument(
          { db: app.db, storage: app.documentStorage, clock: app.clock, log: app.log },
          session,
          {
            parts: (async function* () {
              yield { type: 'field' as const, name: 'documentType', value: 'PAYMENT_RECEIPT' };
              yield { type: 'field' as const, name: 'applicationId', value: loan.id };
              yield { ...part, name: 'document' };
            })(),
          },
        );
      }
      const input = parseWith(reportPaymentBody, fields);
      return reply
        .status(201)
        .send(ok(await reportPayment(deps, customerId, input, receipt?.id ?? null), 'Pago reportado'));
    },
  );
};

/** The same calendar at /auth/customer/payment-schedule, as the spec's client also calls it. */
export const paymentScheduleAuthAliasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('customer'));
  scheduleRoute(app);
};
