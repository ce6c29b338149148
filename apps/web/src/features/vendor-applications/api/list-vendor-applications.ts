import {
  type ApplicationStatus,
  type ApplicationSummary,
  PAGE_SIZE_DEFAULT,
  type Pagination,
} from '@quincena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Spec §7: lists are cached 2 minutes. */
export const LIST_STALE_TIME_MS = 2 * 60_000;

export interface VendorApplicationFilters {
  page: number;
  /** Customer or motorcycle. */
  search: string;
  status: ApplicationStatus | null;
  /** YYYY-MM-DD, inclusive. */
  startDate: string;
  endDate: string;
}

export interface VendorApplicationList {
  applications: ApplicationSummary[];
  pagination: Pagination;
}

/** Every vendor-application query starts with this key, so a prefix invalidates them all. */
export const vendorApplicationsQueryKey = ['vendor', 'applications'] as const;
export const vendorApplicationListQueryKey = (filters: VendorApplicationFilters) =>
  [...vendorApplicationsQueryKey, 'list', filters] as const;

/**
 * The search as the API matches it. Phones are stored as +507XXXXXXXX and shown as 6000-0001, so a
 * search that is only a phone number loses its spaces, dashes and parentheses.
 */
export function searchTerm(search: string): string | undefined {
  const term = search.trim();
  if (/^[\d\s()+-]+$/.test(term) && /\d/.test(term)) return term.replace(/\D/g, '');
  return term || undefined;
}

/** GET /vendor/applications: 20 per page, newest first. */
export function listVendorApplications(
  filters: VendorApplicationFilters,
  signal?: AbortSignal,
): Promise<VendorApplicationList> {
  return api.get<VendorApplicationList>('/vendor/applications', {
    query: {
      page: filters.page,
      limit: PAGE_SIZE_DEFAULT,
      search: searchTerm(filters.search),
      status: filters.status ?? undefined,
      startDate: filters.startDate || undefined,
      endDate: filters.endDate || undefined,
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
