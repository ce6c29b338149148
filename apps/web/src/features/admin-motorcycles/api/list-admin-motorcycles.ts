import { listAdminMotorcyclesContract, type motorcycleListQuery } from '@quincena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';

/** Spec §7: lists are cached 2 minutes. */
const LIST_STALE_TIME_MS = 2 * 60_000;

/** The URL's filters, parsed by the shared list query (search: brand, model, color or engine size). */
export type AdminMotorcycleFilters = z.output<typeof motorcycleListQuery>;

/** Every inventory query starts with this key, so a prefix invalidates them all. */
export const adminMotorcyclesQueryKey = ['admin', 'motorcycles'] as const;

/** GET /admin/motorcycles: the back-office inventory, 20 per page. */
export function listAdminMotorcycles(filters: AdminMotorcycleFilters, signal?: AbortSignal) {
  return call(listAdminMotorcyclesContract, {
    query: { ...filters, search: filters.search || undefined },
    signal,
  });
}

export function useAdminMotorcycles(filters: AdminMotorcycleFilters) {
  return useQuery({
    queryKey: [...adminMotorcyclesQueryKey, 'list', filters],
    queryFn: ({ signal }) => listAdminMotorcycles(filters, signal),
    staleTime: LIST_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
}
