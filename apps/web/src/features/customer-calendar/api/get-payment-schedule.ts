import { getCustomerScheduleContract } from '@quincena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { retryTransient } from '../../../lib/query-retry.ts';

/** Every financing's calendar: what a change to any of them invalidates. */
export const paymentSchedulesQueryKey = ['customer', 'payment-schedule'] as const;
export const paymentScheduleQueryKey = (applicationId?: string) =>
  [...paymentSchedulesQueryKey, applicationId ?? 'current'] as const;

/** GET /customers/payment-schedule[?applicationId=]: one financing's calendar (the current one by default). */
export function getPaymentSchedule(applicationId?: string, signal?: AbortSignal) {
  return call(getCustomerScheduleContract, { query: { applicationId }, signal });
}

export function usePaymentSchedule(applicationId?: string) {
  return useQuery({
    queryKey: paymentScheduleQueryKey(applicationId),
    queryFn: ({ signal }) => getPaymentSchedule(applicationId, signal),
    // Spec §7: one retry, and only of what may pass on its own (a 404 or 403 will not).
    retry: retryTransient(1),
    // Switching financing keeps the previous calendar on screen (dimmed) until the other arrives.
    placeholderData: keepPreviousData,
  });
}
