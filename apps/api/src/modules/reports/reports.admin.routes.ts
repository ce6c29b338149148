import {
  REPORT_TYPES,
  type Report,
  type ReportType,
  reportQuery,
  reportsByType,
  reportsDashboardStats,
  successEnvelope,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http.ts';
import { buildReport, dashboardStats, resolveFilter } from './reports.service.ts';
import { reportCsv, reportFileName } from './reports-csv.ts';

const reportParams = z.object({
  type: z.enum(REPORT_TYPES, {
    error: `Tipo de reporte no válido: usa ${REPORT_TYPES.join(', ')}.`,
  }),
});

/** Any of the six reports; each type's own schema is in `reportsByType`. */
const anyReport = z.union([
  reportsByType.overview,
  reportsByType.sales,
  reportsByType.financing,
  reportsByType.customers,
  reportsByType.inventory,
  reportsByType.vendors,
]);

/** GET /admin/reports/*: the back-office reports (ADR 012), for any admin. */
export const reportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['admin: reports'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));

  // A static path: the router matches it before `/:type`, and it is not a report type.
  app.get(
    '/dashboard-stats',
    {
      schema: {
        ...schema,
        summary: 'Totales de clientes, solicitudes y motos para la cabecera de reportes',
        response: { 200: successEnvelope(z.object({ dashboard: reportsDashboardStats })) },
      },
    },
    async () => ok({ dashboard: await dashboardStats(app.db, app.clock) }),
  );

  app.get(
    '/:type',
    {
      schema: {
        ...schema,
        summary: 'Un reporte del período (semana, mes, trimestre o año) frente al período anterior',
        description:
          'Tipos: overview, sales, financing, customers, inventory, vendors. `format=csv` descarga el mismo ' +
          'reporte como CSV (UTF-8 con BOM): los indicadores y luego cada tabla del reporte.',
        params: reportParams,
        querystring: reportQuery,
        produces: ['application/json', 'text/csv'],
        response: { 200: successEnvelope(anyReport) },
      },
    },
    async (req, reply) => {
      const type: ReportType = req.params.type;
      const { filter, vendor } = await resolveFilter(app.db, req.query);
      const report: Report<ReportType> = await buildReport(
        app.db,
        app.dbHelper,
        app.clock,
        type,
        req.query,
        filter,
      );
      if (req.query.format === 'csv') {
        return (
          reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${reportFileName(type, report)}"`)
            // A string is sent as it is: the JSON response schema (and its serializer) is not applied.
            .send(reportCsv(type, report, req.query, vendor) as never)
        );
      }
      return ok(report);
    },
  );
};
