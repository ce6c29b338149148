import {
  createAdminMotorcycleContract,
  deleteAdminMotorcycleContract,
  getAdminMotorcycleContract,
  listAdminMotorcyclesContract,
  updateAdminMotorcycleContract,
  uploadMotorcycleImageContract,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { idempotentRoute } from '../../plugins/idempotency.ts';
import { formParts, multipartDocs, multipartRoute } from '../../plugins/multipart.ts';
import { subjectOf } from '../auth/index.ts';
import * as service from './motorcycles.service.ts';

/** The back-office inventory (`/admin/motorcycles`): any admin. */
export const motorcycleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['admin: motorcycles'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));
  const adminId = (req: Parameters<typeof sessionOf>[0]) => subjectOf(sessionOf(req));

  app.route({
    ...routeOf(app, listAdminMotorcyclesContract, docs),
    handler: async (req) => ok(await service.listCatalog(app.db, null, req.query)),
  });
  app.route({
    ...routeOf(app, getAdminMotorcycleContract, docs),
    handler: async (req) => ok({ motorcycle: await service.getInventoryMotorcycle(app.db, req.params.id) }),
  });
  app.route({
    ...routeOf(app, createAdminMotorcycleContract, docs),
    ...idempotentRoute,
    handler: async (req, reply) => {
      const created = await service.createInventoryMotorcycle(app.db, adminId(req), req.body);
      return reply.status(201).send(ok({ motorcycle: created }, 'Moto creada'));
    },
  });
  app.route({
    ...routeOf(app, updateAdminMotorcycleContract, docs),
    handler: async (req) =>
      ok(
        {
          motorcycle: await service.updateInventoryMotorcycle(
            app.db,
            app.clock,
            adminId(req),
            req.params.id,
            req.body,
          ),
        },
        'Moto actualizada',
      ),
  });
  app.route({
    ...routeOf(app, deleteAdminMotorcycleContract, docs),
    handler: async (req) => {
      await service.deleteInventoryMotorcycle(app.db, app.clock, adminId(req), req.params.id);
      return ok(null, 'Moto eliminada');
    },
  });
};

/** `POST /motorcycles/{id}/image` (the spec's path, beside the public photo): admins only. */
export const motorcycleImageAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  app.route({
    ...routeOf(app, uploadMotorcycleImageContract, {
      tags: ['admin: motorcycles'],
      security: [{ bearerAuth: [] }],
      summary: 'Sube o reemplaza la foto de la moto :id',
      ...multipartDocs(uploadMotorcycleImageContract),
    }),
    ...multipartRoute,
    handler: async (req) =>
      ok(
        {
          motorcycle: await service.replaceMotorcycleImage(
            { db: app.db, clock: app.clock, storage: app.documentStorage, log: app.log },
            subjectOf(sessionOf(req)),
            req.params.id,
            formParts(req),
          ),
        },
        'Imagen actualizada',
      ),
  });
};
