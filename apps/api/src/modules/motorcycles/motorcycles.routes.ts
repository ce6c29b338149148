import { motorcycle, motorcycleListQuery, pagination, successEnvelope } from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listCatalog } from './motorcycles.service.ts';

/** The available back-office inventory, open to anyone (the debug page and the catalog pickers). */
export const publicMotorcycleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/available',
    {
      schema: {
        tags: ['motorcycles'],
        querystring: motorcycleListQuery.omit({ isAvailable: true }),
        response: { 200: successEnvelope(z.object({ motorcycles: z.array(motorcycle), pagination })) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await listCatalog(app.db, null, { ...req.query, isAvailable: 'true' }),
    }),
  );
};
