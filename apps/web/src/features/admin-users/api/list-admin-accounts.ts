import { type accountListQuery, listAdminAccountsContract } from '@quincena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { searchTerm } from '../../../lib/search-term.ts';

/** Spec §7: lists are cached 2 minutes. */
export const LIST_STALE_TIME_MS = 2 * 60_000;

/** Page and search of one users tab. */
export type AccountFilters = Pick<z.output<typeof accountListQuery>, 'page' | 'search'>;

/** Every administrator-account query starts with this key, so a prefix invalidates them all. */
export const adminAccountsQueryKey = ['admin', 'admins'] as const;

/** GET /admin/admins (SUPER_ADMIN only): 20 per page, searched by username or email. */
export function listAdminAccounts(filters: AccountFilters, signal?: AbortSignal) {
  return call(listAdminAccountsContract, {
    query: { page: filters.page, search: searchTerm(filters.search) },
    signal,
  });
}

export function useAdminAccounts(filters: AccountFilters) {
  return useQuery({
    queryKey: [...adminAccountsQueryKey, 'list', filters],
    queryFn: ({ signal }) => listAdminAccounts(filters, signal),
    staleTime: LIST_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
}
