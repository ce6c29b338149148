import { getLoanContract, getLoanPayoffContract } from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf } from '../../http.ts';
import { getLoanDetail } from './loans.service.ts';
import { quoteLoanPayoff } from './payoff.service.ts';

/** A loan as its ledger replays today and its payoff (PRODUCT.md §9); any admin role reads them. */
export const loanAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['admin: loans'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));

  app.route({
    ...routeOf(app, getLoanContract, docs),
    handler: async (req) => ok(await getLoanDetail(app.db, app.clock, req.params.applicationId)),
  });

  app.route({
    ...routeOf(app, getLoanPayoffContract, docs),
    handler: async (req) =>
      ok(await quoteLoanPayoff(app.db, app.clock, req.params.applicationId, req.query.date, { past: true })),
  });
};
