import {
  motorcycle,
  motorcycleBody,
  motorcycleListQuery,
  pagination,
  successEnvelope,
  updateMotorcycleBody,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, ok } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { idempotentRoute } from '../../plugins/idempotency.ts';
import { subjectOf } from '../auth/token.service.ts';
import * as catalog from './motorcycles.service.ts';

/** A dealer's own catalog (PRODUCT.md §1), usable from the onboarding wizard. */
export const motorcycleVendorRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['vendor'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('vendor'));
  const vendorId = (req: Parameters<typeof sessionOf>[0]) => subjectOf(sessionOf(req));

  app.get(
    '/motorcycles',
    {
      schema: {
        ...schema,
        querystring: motorcycleListQuery,
        response: { 200: successEnvelope(z.object({ motorcycles: z.array(motorcycle), pagination })) },
      },
    },
    async (req) => ok(await catalog.listCatalog(app.db, vendorId(req), req.query)),
  );

  app.get(
    '/motorcycles/:id',
    { schema: { ...schema, params: idParams, response: { 200: successEnvelope(z.object({ motorcycle })) } } },
    async (req) => ok({ motorcycle: await catalog.getOwnMotorcycle(app.db, vendorId(req), req.params.id) }),
  );

  app.post(
    '/motorcycles',
    {
      ...idempotentRoute,
      schema: {
        ...schema,
        body: motorcycleBody,
        response: { 201: successEnvelope(z.object({ motorcycle })) },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          ok(
            { motorcycle: await catalog.createOwnMotorcycle(app.db, vendorId(req), req.body) },
            'Moto creada',
          ),
        ),
  );

  app.put(
    '/motorcycles/:id',
    {
      schema: {
        ...schema,
        params: idParams,
        body: updateMotorcycleBody,
        response: { 200: successEnvelope(z.object({ motorcycle })) },
      },
    },
    async (req) =>
      ok(
        { motorcycle: await catalog.updateOwnMotorcycle(app.db, vendorId(req), req.params.id, req.body) },
        'Moto actualizada',
      ),
  );

  app.delete(
    '/motorcycles/:id',
    { schema: { ...schema, params: idParams, response: { 200: successEnvelope(z.null()) } } },
    async (req) => {
      await catalog.deleteOwnMotorcycle(app.db, vendorId(req), req.params.id);
      return ok(null, 'Moto eliminada');
    },
  );
};
