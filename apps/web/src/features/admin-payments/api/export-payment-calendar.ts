import { exportPaymentCalendarContract } from '@quincena/shared';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../../lib/api-client.ts';
import type { CalendarFilters } from './get-payment-calendar.ts';

/** GET /admin/payments/calendar/export: the filtered calendar as CSV, one row per installment. */
export function exportPaymentCalendar(filters: CalendarFilters): Promise<Blob> {
  return download(exportPaymentCalendarContract, { query: { ...filters } });
}

export const useExportPaymentCalendar = () => useMutation({ mutationFn: exportPaymentCalendar });
