import { listPaymentReportsContract, type ReportStatus } from '@quincena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { ADMIN_PAYMENTS_STALE_MS, adminPaymentsQueryKey } from './get-payments-dashboard.ts';

export interface PaymentReportFilters {
  status?: ReportStatus;
  page: number;
}

export const paymentReportsQueryKey = [...adminPaymentsQueryKey, 'reports'] as const;

/** GET /admin/payments: the payments customers reported, newest first. */
export function listPaymentReports(filters: PaymentReportFilters, signal?: AbortSignal) {
  return call(listPaymentReportsContract, { query: { ...filters }, signal });
}

export function usePaymentReports(filters: PaymentReportFilters) {
  return useQuery({
    queryKey: [...paymentReportsQueryKey, filters],
    queryFn: ({ signal }) => listPaymentReports(filters, signal),
    staleTime: ADMIN_PAYMENTS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
