import { getLoanContract } from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf } from '../../http.ts';
import { getLoanDetail } from './loans.service.ts';

/** A loan as its ledger replays today (PRODUCT.md §9); any admin role reads it. */
export const loanAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['admin: loans'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));

  app.route({
    ...routeOf(app, getLoanContract, docs),
    handler: async (req) => ok(await getLoanDetail(app.db, app.clock, req.params.applicationId)),
  });
};
