import {
  motorcycle,
  motorcycleBody,
  motorcycleImageForm,
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
import { formParts, multipartRoute } from '../documents/documents.routes.ts';
import * as service from './motorcycles.service.ts';

const motorcycleEnvelope = successEnvelope(z.object({ motorcycle }));

/** The back-office inventory (`/admin/motorcycles`): any admin. */
export const motorcycleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['admin: motorcycles'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));
  const adminId = (req: Parameters<typeof sessionOf>[0]) => subjectOf(sessionOf(req));

  app.get(
    '/',
    {
      schema: {
        ...schema,
        querystring: motorcycleListQuery,
        response: { 200: successEnvelope(z.object({ motorcycles: z.array(motorcycle), pagination })) },
      },
    },
    async (req) => ok(await service.listCatalog(app.db, null, req.query)),
  );
  app.get(
    '/:id',
    { schema: { ...schema, params: idParams, response: { 200: motorcycleEnvelope } } },
    async (req) => ok({ motorcycle: await service.getInventoryMotorcycle(app.db, req.params.id) }),
  );
  app.post(
    '/',
    {
      ...idempotentRoute,
      schema: { ...schema, body: motorcycleBody, response: { 201: motorcycleEnvelope } },
    },
    async (req, reply) => {
      const created = await service.createInventoryMotorcycle(app.db, adminId(req), req.body);
      return reply.status(201).send(ok({ motorcycle: created }, 'Moto creada'));
    },
  );
  app.put(
    '/:id',
    {
      schema: {
        ...schema,
        params: idParams,
        body: updateMotorcycleBody,
        response: { 200: motorcycleEnvelope },
      },
    },
    async (req) =>
      ok(
        {
          motorcycle: await service.updateInventoryMotorcycle(app.db, adminId(req), req.params.id, req.body),
        },
        'Moto actualizada',
      ),
  );
  app.delete(
    '/:id',
    { schema: { ...schema, params: idParams, response: { 200: successEnvelope(z.null()) } } },
    async (req) => {
      await service.deleteInventoryMotorcycle(app.db, adminId(req), req.params.id);
      return ok(null, 'Moto eliminada');
    },
  );
};

/** `POST /motorcycles/{id}/image` (the spec's path, beside the public photo): admins only. */
export const motorcycleImageAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  app.post(
    '/:id/image',
    {
      ...multipartRoute,
      schema: {
        tags: ['admin: motorcycles'],
        security: [{ bearerAuth: [] }],
        summary: 'Sube o reemplaza la foto de la moto :id',
        consumes: ['multipart/form-data'],
        params: idParams,
        body: motorcycleImageForm,
        response: { 200: motorcycleEnvelope },
      },
    },
    async (req) =>
      ok(
        {
          motorcycle: await service.replaceMotorcycleImage(
            { db: app.db, storage: app.documentStorage, log: app.log },
            subjectOf(sessionOf(req)),
            req.params.id,
            formParts(req),
          ),
        },
        'Imagen actualizada',
      ),
  );
};
