import { type adminApplicationListQuery, listAdminApplicationsContract } from '@quincena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { searchTerm } from '../../../lib/search-term.ts';

/** The back-office works on fresh data: a list is stale after 30 s (mutations invalidate it anyway). */
export const ADMIN_APPLICATIONS_STALE_MS = 30_000;

/** The URL's filters, parsed by the shared list query (search: phone, names, brand or model). */
export type AdminApplicationFilters = z.output<typeof adminApplicationListQuery>;

/** Every admin-application query starts with this key: invalidating it refreshes lists and details. */
export const adminApplicationsQueryKey = ['admin', 'applications'] as const;
export const adminApplicationListQueryKey = (filters: AdminApplicationFilters) =>
  [...adminApplicationsQueryKey, 'list', filters] as const;

/** GET /admin/credit-applications: newest first, with the counts per status for the summary cards. */
export function listAdminApplications(filters: AdminApplicationFilters, signal?: AbortSignal) {
  return call(listAdminApplicationsContract, {
    query: { ...filters, search: searchTerm(filters.search) },
    signal,
  });
}

export function useAdminApplications(filters: AdminApplicationFilters) {
  return useQuery({
    queryKey: adminApplicationListQueryKey(filters),
    queryFn: ({ signal }) => listAdminApplications(filters, signal),
    staleTime: ADMIN_APPLICATIONS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
