import { listVendorCustomersContract, type vendorCustomerListQuery } from '@quincena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { searchTerm } from '../../../lib/search-term.ts';

/** Spec §7: lists are cached 2 minutes. */
export const LIST_STALE_TIME_MS = 2 * 60_000;

/** The URL's filters, parsed by the shared list query (search: name, phone or email). */
export type VendorCustomerFilters = z.output<typeof vendorCustomerListQuery>;

/** Every vendor-customer query starts with this key: invalidating it refreshes lists and details. */
export const vendorCustomersQueryKey = ['vendor', 'customers'] as const;
export const vendorCustomerListQueryKey = (filters: VendorCustomerFilters) =>
  [...vendorCustomersQueryKey, 'list', filters] as const;

/** GET /vendor/customers: 20 per page. */
export function listVendorCustomers(filters: VendorCustomerFilters, signal?: AbortSignal) {
  return call(listVendorCustomersContract, {
    query: {
      ...filters,
      search: searchTerm(filters.search),
    },
    signal,
  });
}

export function useVendorCustomers(filters: VendorCustomerFilters) {
  return useQuery({
    queryKey: vendorCustomerListQueryKey(filters),
    queryFn: ({ signal }) => listVendorCustomers(filters, signal),
    staleTime: LIST_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
}
