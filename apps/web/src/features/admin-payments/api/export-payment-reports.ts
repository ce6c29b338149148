import { exportPaymentReportsContract, type PaymentReportExportQuery } from '@quincena/shared';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../../lib/api-client.ts';

/** GET /admin/payments/export: the reported payments of the list's status (all without one), as CSV. */
export function exportPaymentReports(filters: PaymentReportExportQuery): Promise<Blob> {
  return download(exportPaymentReportsContract, { query: { status: filters.status } });
}

export const useExportPaymentReports = () => useMutation({ mutationFn: exportPaymentReports });
