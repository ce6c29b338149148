import { getJournalContract } from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf, sendCsv } from '../../http.ts';
import { getJournal, journalCsv, journalFileName } from './accounting.service.ts';

/** GET /admin/accounting/*: the books (PRODUCT.md §9), for any admin. */
export const accountingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['admin: accounting'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));

  // One route for both contracts: `exportJournalContract` is this one with `format=csv`.
  app.route({
    ...routeOf(app, getJournalContract, {
      ...docs,
      description:
        'Fechas `from` y `to` (AAAA-MM-DD, ambas incluidas, a lo sumo 366 días). Montos en dólares. ' +
        '`format=csv` descarga el mismo diario como CSV (UTF-8 con BOM).',
      produces: ['application/json', 'text/csv'],
    }),
    handler: async (req, reply) => {
      const { from, to, format } = req.query;
      const result = await getJournal(app.db, from, to);
      if (format === 'csv') return sendCsv(reply, journalFileName(from, to), journalCsv(result));
      return ok(result);
    },
  });
};
