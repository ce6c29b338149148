import { searchAdminContract } from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf } from '../../http.ts';
import * as service from './search.service.ts';

/** The back-office's global search (`/admin/search`): customers and applications; any admin. */
export const searchAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.route({
    ...routeOf(app, searchAdminContract, {
      summary: 'Búsqueda global: clientes y solicitudes por nombre, teléfono, cédula, número, VIN o placa',
      tags: ['admin: search'],
      security: [{ bearerAuth: [] }],
    }),
    handler: async (req) => ok(await service.search(app.db, req.query.q)),
  });
};
