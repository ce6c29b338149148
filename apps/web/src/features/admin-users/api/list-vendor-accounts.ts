import { listVendorAccountsContract } from '@quincena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { searchTerm } from '../../../lib/search-term.ts';
import { type AccountFilters, LIST_STALE_TIME_MS } from './list-admin-accounts.ts';

/** Every vendor-account query starts with this key, so a prefix invalidates them all. */
export const vendorAccountsQueryKey = ['admin', 'vendors'] as const;

/** GET /admin/vendors: 20 per page, searched by name, username, email, dealership or phone. */
export function listVendorAccounts(filters: AccountFilters, signal?: AbortSignal) {
  return call(listVendorAccountsContract, {
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
