import { listRepossessionsContract } from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf } from '../../http.ts';
import { listRepossessions } from './repossessions.service.ts';

/** The motorcycles being recovered, for the back-office (PRODUCT.md §9); any admin role. */
export const repossessionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['admin: loans'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));
  app.route({
    ...routeOf(app, listRepossessionsContract, docs),
    handler: async (req) => ok(await listRepossessions(app.db, req.query)),
  });
};
