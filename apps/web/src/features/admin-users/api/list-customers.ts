import { listCustomersContract } from '@quincena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { searchTerm } from '../../../lib/search-term.ts';
import { type AccountFilters, LIST_STALE_TIME_MS } from './list-admin-accounts.ts';

/** Every back-office customer query starts with this key: invalidating it refreshes lists and details. */
export const adminCustomersQueryKey = ['admin', 'customers'] as const;

/** GET /admin/customers: every customer, 20 per page, searched by name, phone or email. */
export function listCustomers(filters: AccountFilters, signal?: AbortSignal) {
  return call(listCustomersContract, {
    query: { page: filters.page, search: searchTerm(filters.search) },
    signal,
  });
}

export function useCustomers(filters: AccountFilters) {
  return useQuery({
    queryKey: [...adminCustomersQueryKey, 'list', filters],
    queryFn: ({ signal }) => listCustomers(filters, signal),
    staleTime: LIST_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
}
