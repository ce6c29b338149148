import type { DashboardPeriod, VendorDashboard } from '@quincena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client.ts';

/** Spec §7: the dashboard is cached 5 minutes and retried 3 times, backing off up to 30 s. */
export const DASHBOARD_STALE_TIME_MS = 5 * 60_000;
const MAX_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;

export const vendorDashboardQueryKey = (period?: DashboardPeriod) =>
  period ? (['vendor', 'dashboard', period] as const) : (['vendor', 'dashboard'] as const);

/** GET /vendor/dashboard?period= */
export function getVendorDashboard(period: DashboardPeriod, signal?: AbortSignal): Promise<VendorDashboard> {
  return api.get<VendorDashboard>('/vendor/dashboard', { query: { period }, signal });
}

/** Only failures that may pass on their own are retried (no answer, 5xx, 429); a 4xx will not change. */
export function shouldRetryDashboard(failureCount: number, error: Error): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

/** 1 s, 2 s, 4 s … capped at 30 s. */
export const dashboardRetryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);

export function useVendorDashboard(period: DashboardPeriod) {
  return useQuery({
    queryKey: vendorDashboardQueryKey(period),
    queryFn: ({ signal }) => getVendorDashboard(period, signal),
    staleTime: DASHBOARD_STALE_TIME_MS,
    retry: shouldRetryDashboard,
    retryDelay: dashboardRetryDelay,
    // Switching period keeps the previous figures on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
