import { postLoanPayoffContract } from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { idempotentRoute } from '../../plugins/idempotency.ts';
import { subjectOf } from '../auth/index.ts';
import { postLoanPayoff } from './loan-payoff.service.ts';

/**
 * The receipt that pays a loan off (PRODUCT.md §9): under the loan's path, written by the
 * receipts' one write path; any admin role, as for any receipt.
 */
export const loanPayoffAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['admin: loans'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));
  const deps = { db: app.db, clock: app.clock, sms: app.sms, log: app.log };

  app.route({
    ...routeOf(app, postLoanPayoffContract, {
      ...docs,
      description:
        'Money that pays the loan off on its payment date: at least that date’s payoff total ' +
        '(PRODUCT.md §9). Send an `Idempotency-Key` header: a retry with the same key replays the first answer.',
    }),
    ...idempotentRoute,
    handler: async (req, reply) => {
      const adminId = subjectOf(sessionOf(req));
      const posted = await postLoanPayoff(deps, adminId, req.params.applicationId, req.body);
      return reply.status(201).send(ok(posted, 'Préstamo cancelado'));
    },
  });
};
