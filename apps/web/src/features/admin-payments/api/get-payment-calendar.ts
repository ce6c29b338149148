import {
  CALENDAR_LIMIT,
  type CalendarDay,
  type CalendarQuery,
  getPaymentCalendarContract,
} from '@quincena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { ADMIN_PAYMENTS_STALE_MS, adminPaymentsQueryKey } from './get-payments-dashboard.ts';

/** The calendar's filters; without dates the server shows the last 7 days and the next 30. */
export type CalendarFilters = Omit<CalendarQuery, 'limit'>;

/** GET /admin/payments/calendar: installments grouped by due date (spec: limit 100). */
export async function getPaymentCalendar(
  filters: CalendarFilters,
  signal?: AbortSignal,
): Promise<CalendarDay[]> {
  const { calendar } = await call(getPaymentCalendarContract, {
    query: { ...filters, limit: CALENDAR_LIMIT },
    signal,
  });
  return calendar;
}

export function usePaymentCalendar(filters: CalendarFilters) {
  return useQuery({
    queryKey: [...adminPaymentsQueryKey, 'calendar', filters],
    queryFn: ({ signal }) => getPaymentCalendar(filters, signal),
    staleTime: ADMIN_PAYMENTS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
