import { motorcycle, motorcycleListQuery, pagination, successEnvelope } from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, ok } from '../../http.ts';
import { getInventoryMotorcycle, listCatalog, openMotorcycleImage } from './motorcycles.service.ts';

const listResponse = successEnvelope(z.object({ motorcycles: z.array(motorcycle), pagination }));

/** The back-office inventory, open to anyone (the debug page, the catalog pickers, the photos). */
export const publicMotorcycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['motorcycles'], security: [] };

  app.get(
    '/',
    { schema: { ...schema, querystring: motorcycleListQuery, response: { 200: listResponse } } },
    async (req) => ok(await listCatalog(app.db, null, req.query)),
  );
  app.get(
    '/available',
    {
      schema: {
        ...schema,
        querystring: motorcycleListQuery.omit({ isAvailable: true }),
        response: { 200: listResponse },
      },
    },
    async (req) => ok(await listCatalog(app.db, null, { ...req.query, isAvailable: 'true' })),
  );
  app.get(
    '/:id',
    { schema: { ...schema, params: idParams, response: { 200: successEnvelope(z.object({ motorcycle })) } } },
    async (req) => ok({ motorcycle: await getInventoryMotorcycle(app.db, req.params.id) }),
  );
  app.get(
    '/:id/image',
    {
      schema: {
        ...schema,
        summary: 'La foto de la moto (JPEG, PNG o WebP)',
        params: idParams,
        querystring: z.object({ v: z.string().max(20).optional() }),
      },
    },
    async (req, reply) => {
      const image = await openMotorcycleImage({ db: app.db, storage: app.documentStorage }, req.params.id);
      const etag = `"${image.version}"`;
      // The versioned address (the one answers carry) never changes content; a bare one may.
      reply
        .header('content-type', image.mimeType)
        .header('x-content-type-options', 'nosniff')
        .header('etag', etag)
        .header(
          'cache-control',
          req.query.v === image.version ? 'public, max-age=31536000, immutable' : 'public, no-cache',
        );
      if (req.headers['if-none-match'] === etag) {
        image.stream.destroy();
        return reply.status(304).send();
      }
      return reply.send(image.stream);
    },
  );
};
