import {
  createVendorMotorcycleContract,
  deleteVendorMotorcycleContract,
  getVendorMotorcycleContract,
  listVendorMotorcyclesContract,
  updateVendorMotorcycleContract,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { idempotentRoute } from '../../plugins/idempotency.ts';
import { subjectOf } from '../auth/index.ts';
import * as catalog from './motorcycles.service.ts';

/** A dealer's own catalog (PRODUCT.md §1), usable from the onboarding wizard. */
export const motorcycleVendorRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['vendor'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('vendor'));
  const vendorId = (req: Parameters<typeof sessionOf>[0]) => subjectOf(sessionOf(req));

  app.route({
    ...routeOf(app, listVendorMotorcyclesContract, docs),
    handler: async (req) => ok(await catalog.listCatalog(app.db, vendorId(req), req.query)),
  });

  app.route({
    ...routeOf(app, getVendorMotorcycleContract, docs),
    handler: async (req) =>
      ok({ motorcycle: await catalog.getOwnMotorcycle(app.db, vendorId(req), req.params.id) }),
  });

  app.route({
    ...routeOf(app, createVendorMotorcycleContract, docs),
    ...idempotentRoute,
    handler: async (req, reply) =>
      reply
        .status(201)
        .send(
          ok(
            { motorcycle: await catalog.createOwnMotorcycle(app.db, vendorId(req), req.body) },
            'Moto creada',
          ),
        ),
  });

  app.route({
    ...routeOf(app, updateVendorMotorcycleContract, docs),
    handler: async (req) =>
      ok(
        {
          motorcycle: await catalog.updateOwnMotorcycle(
            app.db,
            app.clock,
            vendorId(req),
            req.params.id,
            req.body,
          ),
        },
        'Moto actualizada',
      ),
  });

  app.route({
    ...routeOf(app, deleteVendorMotorcycleContract, docs),
    handler: async (req) => {
      await catalog.deleteOwnMotorcycle(app.db, app.clock, vendorId(req), req.params.id);
      return ok(null, 'Moto eliminada');
    },
  });
};
