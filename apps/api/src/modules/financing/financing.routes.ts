import { getQuoteContract } from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http.ts';
import { quote } from './financing.service.ts';

export const financingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, getQuoteContract, {
      tags: ['financing'],
      security: [],
      summary: 'Cotización pública: cuota quincenal y calendario',
    }),
    handler: async (request) => ({ success: true as const, data: quote(request.query, app.clock) }),
  });
};
