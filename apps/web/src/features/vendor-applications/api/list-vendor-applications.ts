import { type applicationListQuery, listVendorApplicationsContract } from '@quincena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { searchTerm } from '../../../lib/search-term.ts';

/** Spec §7: lists are cached 2 minutes. */
export const LIST_STALE_TIME_MS = 2 * 60_000;

/** The URL's filters, parsed by the shared list query (search: customer or motorcycle; dates inclusive). */
export type VendorApplicationFilters = z.output<typeof applicationListQuery>;

/** Every vendor-application query starts with this key, so a prefix invalidates them all. */
export const vendorApplicationsQueryKey = ['vendor', 'applications'] as const;
export const vendorApplicationListQueryKey = (filters: VendorApplicationFilters) =>
  [...vendorApplicationsQueryKey, 'list', filters] as const;

/** GET /vendor/applications: 20 per page, newest first. */
export function listVendorApplications(filters: VendorApplicationFilters, signal?: AbortSignal) {
  return call(listVendorApplicationsContract, {
    query: {
      ...filters,
      search: searchTerm(filters.search),
    },
    signal,
  });
}

export function useVendorApplications(filters: VendorApplicationFilters) {
  return useQuery({
    queryKey: vendorApplicationListQueryKey(filters),
    queryFn: ({ signal }) => listVendorApplications(filters, signal),
    staleTime: LIST_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
}
