import {
  acceptContractContract,
  contractMessages,
  getCustomerFinancingContract,
  getCustomerPaymentReceiptContract,
  getCustomerPayoffContract,
  getCustomerReleaseLetterContract,
  getCustomerScheduleAliasContract,
  getCustomerScheduleContract,
  getCustomerStatementContract,
  listCustomerPaymentReportsContract,
  reportPaymentBody,
  reportPaymentContract,
  sendContractCodeContract,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, parseWith, routeOf, sendPdf } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { idempotentRoute } from '../../plugins/idempotency.ts';
import { formParts, multipartRoute } from '../../plugins/multipart.ts';
import { subjectOf } from '../auth/index.ts';
import {
  acceptContract,
  contractPdf,
  quoteLoanPayoff,
  releaseLetterPdf,
  sendContractCode,
  statementPdf,
} from '../loans/index.ts';
import { getCustomerSchedule, requireCustomerLoan } from './customer-schedule.service.ts';
import { receiptPdf } from './payment-receipts.service.ts';
import { listPaymentReports, reportPayment, reportPaymentWithReceipt } from './payment-reports.service.ts';

const docs = { tags: ['customers'], security: [{ bearerAuth: [] }] };

const scheduleRoute = (
  app: Parameters<FastifyPluginAsyncZod>[0],
  contract: typeof getCustomerScheduleContract | typeof getCustomerScheduleAliasContract,
) =>
  app.route({
    ...routeOf(app, contract, docs),
    handler: async (req) =>
      ok(await getCustomerSchedule(app.db, app.clock, subjectOf(sessionOf(req)), req.query.applicationId)),
  });

/** The customer's own calendar and reported payments (under /customers). */
export const paymentCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('customer'));
  const deps = { db: app.db, clock: app.clock, sms: app.sms, log: app.log, publicUrl: app.config.publicUrl };
  scheduleRoute(app, getCustomerScheduleContract);

  // The payoff of one of the customer's own financings (another's answers 404).
  app.route({
    ...routeOf(app, getCustomerPayoffContract, docs),
    handler: async (req) => {
      const loan = await requireCustomerLoan(app.db, subjectOf(sessionOf(req)), req.query.applicationId);
      return ok(await quoteLoanPayoff(app.db, app.clock, loan.id, req.query.date));
    },
  });

  // One of the customer's own receipts (another's answers 404).
  app.route({
    ...routeOf(app, getCustomerPaymentReceiptContract, { ...docs, produces: ['application/pdf'] }),
    handler: async (req, reply) => {
      return sendPdf(reply, () => receiptPdf(app.db, req.params.paymentId, subjectOf(sessionOf(req))));
    },
  });

  // The paz y salvo of one of the customer's own loans, once paid off (another's answers 404).
  app.route({
    ...routeOf(app, getCustomerReleaseLetterContract, { ...docs, produces: ['application/pdf'] }),
    handler: async (req, reply) => {
      const customerId = subjectOf(sessionOf(req));
      return sendPdf(reply, () => releaseLetterPdf(app.db, app.clock, req.params.applicationId, customerId));
    },
  });

  // The financing contract of one of the customer's own credits (another's answers 404).
  app.route({
    ...routeOf(app, getCustomerFinancingContract, { ...docs, produces: ['application/pdf'] }),
    handler: async (req, reply) => {
      const customerId = subjectOf(sessionOf(req));
      return sendPdf(reply, () => contractPdf(app.db, req.params.id, { customerId }));
    },
  });

  // The customer accepts its own approved credit's contract with a code texted for it (PRODUCT.md §10).
  const codeDeps = { ...deps, secret: app.config.jwtSecret };
  app.route({
    ...routeOf(app, sendContractCodeContract, docs),
    handler: async (req) =>
      ok(
        await sendContractCode(codeDeps, subjectOf(sessionOf(req)), req.params.id, req.ip),
        'Código enviado',
      ),
  });
  app.route({
    ...routeOf(app, acceptContractContract, docs),
    handler: async (req) => {
      const accepted = await acceptContract(
        { ...codeDeps, storage: app.documentStorage },
        subjectOf(sessionOf(req)),
        req.params.id,
        { otp: req.body.otp, ip: req.ip, userAgent: req.headers['user-agent'] },
      );
      return ok(accepted, contractMessages.accepted);
    },
  });

  // The account statement of one of the customer's own financings (the current one by default).
  app.route({
    ...routeOf(app, getCustomerStatementContract, { ...docs, produces: ['application/pdf'] }),
    handler: async (req, reply) => {
      const customerId = subjectOf(sessionOf(req));
      const loan = await requireCustomerLoan(app.db, customerId, req.query.applicationId);
      return sendPdf(reply, () => statementPdf(app.db, app.clock, loan.id, req.query, customerId));
    },
  });

  app.route({
    ...routeOf(app, listCustomerPaymentReportsContract, docs),
    handler: async (req) =>
      ok(await listPaymentReports(app.db, { customerId: subjectOf(sessionOf(req)) }, req.query)),
  });
  // JSON or multipart: the contract's body is the JSON form (and the document's schema); multipart
  // skips body validation (`multipartRoute`), so the JSON is parsed here and the form by the service.
  app.route({
    ...routeOf(app, reportPaymentContract, {
      ...docs,
      description:
        'JSON, or multipart/form-data with the same fields and an optional `receipt` file (PDF, JPG or PNG) after them.',
      consumes: ['application/json', 'multipart/form-data'],
    }),
    ...multipartRoute,
    ...idempotentRoute,
    handler: async (req, reply) => {
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
  });
};

/** The same calendar at /auth/customer/payment-schedule, as the spec's client also calls it. */
export const paymentScheduleAuthAliasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('customer'));
  scheduleRoute(app, getCustomerScheduleAliasContract);
};
