import type { Pagination, VendorAccount } from '@quincena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { searchTerm } from '../../../lib/search-term.ts';
import { type AccountFilters, LIST_STALE_TIME_MS } from './list-admin-accounts.ts';

export interface VendorAccountList {
  vendors: VendorAccount[];
  pagination: Pagination;
}

/** Every vendor-account query starts with this key, so a prefix invalidates them all. */
export const vendorAccountsQueryKey = ['admin', 'vendors'] as const;

/** GET /admin/vendors: 20 per page, searched by name, username, email, dealership or phone. */
export function listVendorAccounts(
  filters: AccountFilters,
  signal?: AbortSignal,
): Promise<VendorAccountList> {
  return api.get<VendorAccountList>('/admin/vendors', {
    query: { page: filters.page, search: searchTerm(filters.search) },
    signal,
  });
}

export function useVendorAccounts(filters: AccountFilters) {
  return useQuery({
    queryKey: [...vendorAccountsQueryKey, 'list', filters],
    queryFn: ({ signal }) => listVendorAccounts(filters, signal),
    staleTime: LIST_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
}
