import { getReportContract, type Report, type ReportQuery, type ReportType } from '@quincena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** What narrows a report: the period and the 'Filtros' (vendor, brand, term). */
export type ReportFilters = Omit<ReportQuery, 'format'>;

/** Every report query starts with this key, so a prefix invalidates them all. */
export const adminReportsQueryKey = ['admin', 'reports'] as const;

/** Reports read a whole period: a minute old is fresh enough, and switching tabs back costs nothing. */
export const REPORTS_STALE_MS = 60_000;

/** GET /admin/reports/{type}: the period's figures beside the previous period's, and its series. */
export function getReport<T extends ReportType>(
  type: T,
  filters: ReportFilters,
  signal?: AbortSignal,
): Promise<Report<T>> {
  // The route answers the report of the type asked for: the contract's union narrowed to it.
  return call(getReportContract, { params: { type }, query: { ...filters }, signal }) as Promise<Report<T>>;
}

export function useReport<T extends ReportType>(type: T, filters: ReportFilters) {
  return useQuery({
    queryKey: [...adminReportsQueryKey, type, filters],
    queryFn: ({ signal }) => getReport(type, filters, signal),
    staleTime: REPORTS_STALE_MS,
    // Another period or filter dims the shown report instead of blanking it.
    placeholderData: keepPreviousData,
  });
}
