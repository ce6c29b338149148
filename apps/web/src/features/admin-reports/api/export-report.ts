import { exportReportContract, type ReportType } from '@quincena/shared';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../../lib/api-client.ts';
import type { ReportFilters } from './get-report.ts';

/** GET /admin/reports/{type}?format=csv: the same report as a CSV file (Spanish headers). */
export function exportReport(type: ReportType, filters: ReportFilters): Promise<Blob> {
  return download(exportReportContract, { params: { type }, query: { ...filters, format: 'csv' } });
}

export const useExportReport = () =>
  useMutation({
    mutationFn: ({ type, filters }: { type: ReportType; filters: ReportFilters }) =>
      exportReport(type, filters),
  });
