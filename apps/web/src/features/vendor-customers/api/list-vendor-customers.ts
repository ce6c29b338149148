import { PAGE_SIZE_DEFAULT, type Pagination, type VendorCustomerSummary } from '@quincena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Spec §7: lists are cached 2 minutes. */
export const LIST_STALE_TIME_MS = 2 * 60_000;

export interface VendorCustomerFilters {
  page: number;
  /** Name, phone or email. */
  search: string;
  /** null: all customers. */
  isVerified: boolean | null;
}

export interface VendorCustomerList {
  customers: VendorCustomerSummary[];
  pagination: Pagination;
}

/** Every vendor-customer query starts with this key: invalidating it refreshes lists and details. */
export const vendorCustomersQueryKey = ['vendor', 'customers'] as const;
export const vendorCustomerListQueryKey = (filters: VendorCustomerFilters) =>
  [...vendorCustomersQueryKey, 'list', filters] as const;

/**
 * The search as the API matches it. Phones are stored as +507XXXXXXXX and shown as 6000-0001, so a
 * search that is only a phone number loses its spaces, dashes and parentheses.
 */
export function searchTerm(search: string): string | undefined {
  const term = search.trim();
  if (/^[\d\s()+-]+$/.test(term) && /\d/.test(term)) return term.replace(/\D/g, '');
  return term || undefined;
}

/** GET /vendor/customers: 20 per page. */
export function listVendorCustomers(
  filters: VendorCustomerFilters,
  signal?: AbortSignal,
): Promise<VendorCustomerList> {
  return api.get<VendorCustomerList>('/vendor/customers', {
    query: {
      page: filters.page,
      limit: PAGE_SIZE_DEFAULT,
      search: searchTerm(filters.search),
      isVerified: filters.isVerified ?? undefined,
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
