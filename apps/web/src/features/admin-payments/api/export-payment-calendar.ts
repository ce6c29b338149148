import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CalendarFilters } from './get-payment-calendar.ts';

/** GET /admin/payments/calendar/export: the filtered calendar as CSV, one row per installment. */
export function exportPaymentCalendar(filters: CalendarFilters): Promise<Blob> {
  return api.file('/admin/payments/calendar/export', { query: { ...filters } });
}

export const useExportPaymentCalendar = () => useMutation({ mutationFn: exportPaymentCalendar });
