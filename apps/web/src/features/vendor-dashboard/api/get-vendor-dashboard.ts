import { type DashboardPeriod, getVendorDashboardContract } from '@quincena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { backoffDelay, retryTransient } from '../../../lib/query-retry.ts';

/** Spec §7: the dashboard is cached 5 minutes and retried 3 times, backing off up to 30 s. */
export const DASHBOARD_STALE_TIME_MS = 5 * 60_000;

export const vendorDashboardQueryKey = (period?: DashboardPeriod) =>
  period ? (['vendor', 'dashboard', period] as const) : (['vendor', 'dashboard'] as const);

/** GET /vendor/dashboard?period= */
export function getVendorDashboard(period: DashboardPeriod, signal?: AbortSignal) {
  return call(getVendorDashboardContract, { query: { period }, signal });
}

export function useVendorDashboard(period: DashboardPeriod) {
  return useQuery({
    queryKey: vendorDashboardQueryKey(period),
    queryFn: ({ signal }) => getVendorDashboard(period, signal),
    staleTime: DASHBOARD_STALE_TIME_MS,
    retry: retryTransient(3),
    retryDelay: backoffDelay,
    // Switching period keeps the previous figures on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
