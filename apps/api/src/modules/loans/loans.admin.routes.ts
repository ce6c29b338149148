import { loanDetail, successEnvelope } from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http.ts';
import { getLoanDetail } from './loans.service.ts';

/** A loan as its ledger replays today (PRODUCT.md §9); any admin role reads it. */
export const loanAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['admin: loans'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/:applicationId',
    {
      schema: {
        ...schema,
        params: z.object({ applicationId: z.uuid('Préstamo no válido.') }),
        response: { 200: successEnvelope(loanDetail) },
      },
    },
    async (req) => ok(await getLoanDetail(app.db, app.clock, req.params.applicationId)),
  );
};
