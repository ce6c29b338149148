import { quoteQuery, quoteResponse, successEnvelope } from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quote } from './financing.service.ts';

export const financingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quote',
    {
      schema: {
        tags: ['financing'],
        security: [],
        summary: 'Cotización pública: cuota quincenal y calendario',
        querystring: quoteQuery,
        response: { 200: successEnvelope(quoteResponse) },
      },
    },
    async (request) => ({ success: true as const, data: quote(request.query, app.clock) }),
  );
};
