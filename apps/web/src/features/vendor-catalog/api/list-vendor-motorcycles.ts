import { listVendorMotorcyclesContract, type motorcycleListQuery } from '@quincena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';

/** Spec §7: lists are cached 2 minutes. */
export const LIST_STALE_TIME_MS = 2 * 60_000;

/** The URL's filters, parsed by the shared list query (search: brand, model or color). */
export type VendorMotorcycleFilters = z.output<typeof motorcycleListQuery>;

/** Every catalog query starts with this key, so a prefix invalidates them all. */
export const vendorMotorcyclesQueryKey = ['vendor', 'motorcycles'] as const;
export const vendorMotorcycleListQueryKey = (filters: VendorMotorcycleFilters) =>
  [...vendorMotorcyclesQueryKey, 'list', filters] as const;

/** GET /vendor/motorcycles: the vendor's own catalog, 20 per page. */
export function listVendorMotorcycles(filters: VendorMotorcycleFilters, signal?: AbortSignal) {
  return call(listVendorMotorcyclesContract, {
    query: {
      ...filters,
      search: filters.search || undefined,
    },
    signal,
  });
}

export function useVendorMotorcycles(filters: VendorMotorcycleFilters) {
  return useQuery({
    queryKey: vendorMotorcycleListQueryKey(filters),
    queryFn: ({ signal }) => listVendorMotorcycles(filters, signal),
    staleTime: LIST_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
}
