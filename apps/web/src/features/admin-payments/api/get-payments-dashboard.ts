import { type DashboardPeriod, getPaymentsDashboardContract } from '@quincena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Every collections query starts with this key: applying or reviewing a payment refetches them all. */
export const adminPaymentsQueryKey = ['admin', 'payments'] as const;

/** The back-office works on fresh data; mutations invalidate it anyway. */
export const ADMIN_PAYMENTS_STALE_MS = 30_000;

/** GET /admin/payments/dashboard: the period's figures and the unpaid installments of the next 30 days. */
export function getPaymentsDashboard(period: DashboardPeriod, signal?: AbortSignal) {
  return call(getPaymentsDashboardContract, { query: { period }, signal });
}

export function usePaymentsDashboard(period: DashboardPeriod) {
  return useQuery({
    queryKey: [...adminPaymentsQueryKey, 'dashboard', period],
    queryFn: ({ signal }) => getPaymentsDashboard(period, signal),
    staleTime: ADMIN_PAYMENTS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
