import { getAdminDashboardContract } from '@quincena/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { backoffDelay, retryTransient } from '../../../lib/query-retry.ts';

/** Spec part 2 §7: refetched every 30 s, stale after 15 s, 3 retries. */
export const ADMIN_DASHBOARD_REFETCH_MS = 30_000;
export const ADMIN_DASHBOARD_STALE_MS = 15_000;

export const adminDashboardQueryKey = ['admin', 'dashboard'] as const;

/** GET /admin/dashboard */
export function getAdminDashboard(signal?: AbortSignal) {
  return call(getAdminDashboardContract, { signal });
}

export function useAdminDashboard() {
  return useQuery({
    queryKey: adminDashboardQueryKey,
    queryFn: ({ signal }) => getAdminDashboard(signal),
    refetchInterval: ADMIN_DASHBOARD_REFETCH_MS,
    staleTime: ADMIN_DASHBOARD_STALE_MS,
    retry: retryTransient(3),
    retryDelay: backoffDelay,
  });
}
