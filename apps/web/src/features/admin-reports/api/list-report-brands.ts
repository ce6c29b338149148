import { listAdminMotorcyclesContract, PAGE_SIZE_MAX } from '@quincena/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { LOCALE } from '../../../lib/format.ts';

/** The inventory's brands change rarely; the filter's list can be a few minutes old. */
const BRAND_OPTIONS_STALE_MS = 5 * 60_000;

/** GET /admin/motorcycles?limit=100: the brands of the back-office inventory, each once, in order. */
export async function listReportBrands(signal?: AbortSignal): Promise<string[]> {
  const { motorcycles } = await call(listAdminMotorcyclesContract, {
    query: { limit: PAGE_SIZE_MAX },
    signal,
  });
  return [...new Set(motorcycles.map((m) => m.brand.trim()).filter(Boolean))].sort((a, b) =>
    a.localeCompare(b, LOCALE),
  );
}

/** Loaded when the 'Filtros' panel opens (`enabled`), not with every report. */
export function useReportBrands(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'reports', 'filter-options', 'brands'],
    queryFn: ({ signal }) => listReportBrands(signal),
    staleTime: BRAND_OPTIONS_STALE_MS,
    enabled,
  });
}
