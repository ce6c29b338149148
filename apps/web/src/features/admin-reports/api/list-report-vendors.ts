import { listVendorAccountsContract, PAGE_SIZE_MAX, type VendorAccount } from '@quincena/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export type ReportVendor = Pick<VendorAccount, 'id' | 'firstName' | 'lastName' | 'dealershipName'>;

/** Vendor accounts change rarely; the filter's list can be a few minutes old. */
const VENDOR_OPTIONS_STALE_MS = 5 * 60_000;

/** GET /admin/vendors?limit=100: the vendors the reports can be narrowed to (one page, the largest). */
export async function listReportVendors(signal?: AbortSignal): Promise<ReportVendor[]> {
  const { vendors } = await call(listVendorAccountsContract, {
    query: { limit: PAGE_SIZE_MAX },
    signal,
  });
  return vendors;
}

/** Loaded when the 'Filtros' panel opens (`enabled`), not with every report. */
export function useReportVendors(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'reports', 'filter-options', 'vendors'],
    queryFn: ({ signal }) => listReportVendors(signal),
    staleTime: VENDOR_OPTIONS_STALE_MS,
    enabled,
  });
}
