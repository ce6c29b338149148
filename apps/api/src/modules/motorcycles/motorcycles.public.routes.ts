import {
  getMotorcycleContract,
  getMotorcycleImageContract,
  listAvailableMotorcyclesContract,
  listMotorcyclesContract,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf } from '../../http.ts';
import { getInventoryMotorcycle, listCatalog, openMotorcycleImage } from './motorcycles.service.ts';

/** The back-office inventory, open to anyone (the debug page, the catalog pickers, the photos). */
export const publicMotorcycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['motorcycles'], security: [] };

  app.route({
    ...routeOf(app, listMotorcyclesContract, docs),
    handler: async (req) => ok(await listCatalog(app.db, null, req.query)),
  });
  app.route({
    ...routeOf(app, listAvailableMotorcyclesContract, docs),
    handler: async (req) => ok(await listCatalog(app.db, null, { ...req.query, isAvailable: 'true' })),
  });
  app.route({
    ...routeOf(app, getMotorcycleContract, docs),
    handler: async (req) => ok({ motorcycle: await getInventoryMotorcycle(app.db, req.params.id) }),
  });
  app.route({
    ...routeOf(app, getMotorcycleImageContract, {
      ...docs,
      summary: 'La foto de la moto (JPEG, PNG o WebP)',
    }),
    handler: async (req, reply) => {
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
  });
};
