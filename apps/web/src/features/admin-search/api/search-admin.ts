import { ADMIN_SEARCH_MIN_LENGTH, type AdminSearchResults, searchAdminContract } from '@quincena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** A search typed again soon answers from the cache; a minute is fresh enough to find a record. */
const SEARCH_STALE_TIME_MS = 60_000;

/** GET /admin/search: a few customers and applications matching what the admin typed. */
export async function searchAdmin(q: string, signal?: AbortSignal): Promise<AdminSearchResults> {
  const { results } = await call(searchAdminContract, { query: { q }, signal });
  return results;
}

/** Searches once `q` has the minimum length; the last answer stays on screen while the next one comes. */
export function useAdminSearch(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: ['admin', 'search', term],
    queryFn: ({ signal }) => searchAdmin(term, signal),
    enabled: term.length >= ADMIN_SEARCH_MIN_LENGTH,
    staleTime: SEARCH_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
}
