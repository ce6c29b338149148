import { adminSearchQuery, adminSearchResults, successEnvelope } from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http.ts';
import * as service from './search.service.ts';

/** The back-office's global search (`/admin/search`): customers and applications; any admin. */
export const searchAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/',
    {
      schema: {
        summary: 'Búsqueda global: clientes y solicitudes por nombre, teléfono, cédula, número, VIN o placa',
        tags: ['admin: search'],
        security: [{ bearerAuth: [] }],
        querystring: adminSearchQuery,
        response: { 200: successEnvelope(z.object({ results: adminSearchResults })) },
      },
    },
    async (req) => ok(await service.search(app.db, req.query.q)),
  );
};
