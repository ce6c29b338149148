import {
  getReportContract,
  getReportsDashboardStatsContract,
  type Report,
  type ReportType,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf } from '../../http.ts';
import { buildReport, dashboardStats, reportSource, resolveFilter } from './reports.service.ts';
import { reportCsv, reportFileName } from './reports-csv.ts';

/** GET /admin/reports/*: the back-office reports (ADR 012), for any admin. */
export const reportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['admin: reports'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));
  const source = reportSource(app.reportsDb, app.log);

  // A static path: the router matches it before `/:type`, and it is not a report type.
  app.route({
    ...routeOf(app, getReportsDashboardStatsContract, {
      ...docs,
      summary: 'Totales de clientes, solicitudes y motos para la cabecera de reportes',
    }),
    handler: async () => ok({ dashboard: await dashboardStats(source, app.clock) }),
  });

  // One route for both contracts: `exportReportContract` is this one with `format=csv`.
  app.route({
    ...routeOf(app, getReportContract, {
      ...docs,
      summary: 'Un reporte del período (semana, mes, trimestre o año) frente al período anterior',
      description:
        'Tipos: overview, sales, financing, customers, inventory, vendors. `format=csv` descarga el mismo ' +
        'reporte como CSV (UTF-8 con BOM): los indicadores y luego cada tabla del reporte.',
      produces: ['application/json', 'text/csv'],
    }),
    handler: async (req, reply) => {
      const type: ReportType = req.params.type;
      const { filter, vendor } = await resolveFilter(app.db, req.query);
      const report: Report<ReportType> = await buildReport(source, app.clock, type, req.query, filter);
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
  });
};
