import { z } from 'zod';
import { anyReport, REPORT_TYPES, reportQuery, reportsDashboardStats } from '../schemas/reports.ts';
import { defineRoute } from './define.ts';

const reportParams = z.object({
  type: z.enum(REPORT_TYPES, {
    error: `Tipo de reporte no válido: usa ${REPORT_TYPES.join(', ')}.`,
  }),
});

/** GET: all-time totals of customers, applications and motorcycles for the reports' header; any admin. */
export const getReportsDashboardStatsContract = defineRoute({
  method: 'GET',
  path: '/admin/reports/dashboard-stats',
  response: z.object({ dashboard: reportsDashboardStats }),
});

/** GET: one report of the period beside the previous period's (ADR 012); any admin. */
export const getReportContract = defineRoute({
  method: 'GET',
  path: '/admin/reports/:type',
  params: reportParams,
  query: reportQuery,
  response: anyReport,
});

/** The same route as `getReportContract` with `format=csv`: the report as a CSV file; any admin. */
export const exportReportContract = defineRoute({
  method: 'GET',
  path: '/admin/reports/:type',
  params: reportParams,
  query: reportQuery,
  file: true,
});
