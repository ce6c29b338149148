import {
  orderRepossessionContract,
  postLoanPayoffContract,
  previewTermExtensionContract,
  requestRefundContract,
  requestRestructureContract,
  requestWriteOffContract,
  updateRepossessionContract,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { idempotentRoute } from '../../plugins/idempotency.ts';
import { subjectOf } from '../auth/index.ts';
import { postLoanPayoff } from './loan-payoff.service.ts';
import { requestRefund } from './loan-refunds.service.ts';
import { previewTermExtension, requestRestructure } from './loan-restructures.service.ts';
import { requestWriteOff } from './loan-write-offs.service.ts';
import { advanceRepossession, orderRepossession } from './repossessions.service.ts';

/**
 * What moves a loan's money beyond the schedule (PRODUCT.md §9), under the loan's path: the receipt
 * that pays it off (the receipts' one write path), the requests to restructure it, to write it off
 * and to pay its credit back. Any admin role.
 */
export const loanServicingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['admin: loans'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));
  const deps = { db: app.db, clock: app.clock, sms: app.sms, log: app.log };
  const adminId = (req: Parameters<typeof sessionOf>[0]) => subjectOf(sessionOf(req));
  const keyed = 'Send an `Idempotency-Key` header: a retry with the same key replays the first answer.';

  app.route({
    ...routeOf(app, postLoanPayoffContract, {
      ...docs,
      description: `Money that pays the loan off on its payment date: at least that date’s payoff total (PRODUCT.md §9). ${keyed}`,
    }),
    ...idempotentRoute,
    handler: async (req, reply) => {
      const posted = await postLoanPayoff(deps, adminId(req), req.params.applicationId, req.body);
      return reply.status(201).send(ok(posted, 'Préstamo cancelado'));
    },
  });

  app.route({
    ...routeOf(app, requestWriteOffContract, {
      ...docs,
      description: `Asks a second admin to write the loan off, at 90+ days past due (PRODUCT.md §9). ${keyed}`,
    }),
    ...idempotentRoute,
    handler: async (req, reply) => {
      const asked = await requestWriteOff(deps, adminId(req), req.params.applicationId, req.body.reason);
      return reply.status(202).send(ok(asked, 'Castigo enviado a aprobación'));
    },
  });

  app.route({
    ...routeOf(app, requestRefundContract, {
      ...docs,
      description: `Asks a second admin to pay the loan's unapplied credit back, up to all of it (PRODUCT.md §9). ${keyed}`,
    }),
    ...idempotentRoute,
    handler: async (req, reply) => {
      const asked = await requestRefund(deps, adminId(req), req.params.applicationId, req.body);
      return reply.status(202).send(ok(asked, 'Devolución enviada a aprobación'));
    },
  });

  app.route({
    ...routeOf(app, requestRestructureContract, {
      ...docs,
      description: `Asks a second admin to grant a payment holiday of 1–4 installments or to extend the term (PRODUCT.md §9). ${keyed}`,
    }),
    ...idempotentRoute,
    handler: async (req, reply) => {
      const asked = await requestRestructure(deps, adminId(req), req.params.applicationId, req.body);
      return reply.status(202).send(ok(asked, 'Reestructuración enviada a aprobación'));
    },
  });
  app.route({
    ...routeOf(app, previewTermExtensionContract, {
      ...docs,
      description: 'The schedule a term extension would leave if it were approved today; nothing is written.',
    }),
    handler: async (req) =>
      ok({ extension: await previewTermExtension(deps, req.params.applicationId, req.query.loanTermMonths) }),
  });

  app.route({
    ...routeOf(app, orderRepossessionContract, {
      ...docs,
      description: `Orders the loan's motorcycle recovered (PRODUCT.md §9). ${keyed}`,
    }),
    ...idempotentRoute,
    handler: async (req, reply) => {
      const ordered = await orderRepossession(deps, adminId(req), req.params.applicationId, req.body.reason);
      return reply.status(201).send(ok(ordered, 'Recuperación ordenada'));
    },
  });

  app.route({
    ...routeOf(app, updateRepossessionContract, {
      ...docs,
      description:
        'The repossession’s next step: recovered, then redeemed (arrears paid) or sold (proceeds applied).',
    }),
    handler: async (req) =>
      ok(
        await advanceRepossession(deps, adminId(req), req.params.applicationId, req.body),
        'Recuperación actualizada',
      ),
  });
};
