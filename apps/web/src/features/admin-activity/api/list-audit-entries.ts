import { type auditListQuery, listAuditEntriesContract } from '@quincena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { searchTerm } from '../../../lib/search-term.ts';

/** The URL's filters, parsed by the shared audit query (dates are Panama dates, both included). */
export type ActivityFilters = z.output<typeof auditListQuery>;

/** Every activity query starts with this key, so a prefix invalidates them all. */
export const activityQueryKey = ['admin', 'audit'] as const;

/** GET /admin/audit: 20 entries per page, newest first. */
export function listAuditEntries(filters: ActivityFilters, signal?: AbortSignal) {
  return call(listAuditEntriesContract, {
    query: { ...filters, search: searchTerm(filters.search) },
    signal,
  });
}

/** A reversed date range is not sent: the page says why instead of asking the server for a 400. */
export function useAuditEntries(filters: ActivityFilters, options: { enabled: boolean }) {
  return useQuery({
    queryKey: [...activityQueryKey, 'list', filters],
    queryFn: ({ signal }) => listAuditEntries(filters, signal),
    enabled: options.enabled,
    // The trail grows with every change: a short cache keeps the newest entries in view.
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}
