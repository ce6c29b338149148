import { journal, journalQuery, successEnvelope } from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, sendCsv } from '../../http.ts';
import { getJournal, journalCsv, journalFileName } from './accounting.service.ts';

/** GET /admin/accounting/*: the books (PRODUCT.md §9), for any admin. */
export const accountingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['admin: accounting'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/journal',
    {
      schema: {
        ...schema,
        description:
          'Fechas `from` y `to` (AAAA-MM-DD, ambas incluidas, a lo sumo 366 días). Montos en dólares. ' +
          '`format=csv` descarga el mismo diario como CSV (UTF-8 con BOM).',
        querystring: journalQuery,
        produces: ['application/json', 'text/csv'],
        response: { 200: successEnvelope(journal) },
      },
    },
    async (req, reply) => {
      const { from, to, format } = req.query;
      const result = await getJournal(app.db, from, to);
      if (format === 'csv') return sendCsv(reply, journalFileName(from, to), journalCsv(result));
      return ok(result);
    },
  );
};
