import { getPendingReportsCountContract } from '@quincena/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { ADMIN_PAYMENTS_STALE_MS, adminPaymentsQueryKey } from './get-payments-dashboard.ts';

/** GET /admin/payments/pending-count: the customer-reported payments waiting for review. */
export async function getPendingReportsCount(signal?: AbortSignal): Promise<number> {
  const { pending } = await call(getPendingReportsCountContract, { signal });
  return pending;
}

/**
 * The menu's counter. Under the collections key, so approving or rejecting a report (which
 * invalidates it) updates it at once; new reports from customers show within a minute.
 */
export function usePendingReportsCount() {
  return useQuery({
    queryKey: [...adminPaymentsQueryKey, 'pending-count'],
    queryFn: ({ signal }) => getPendingReportsCount(signal),
    staleTime: ADMIN_PAYMENTS_STALE_MS,
    refetchInterval: 60_000,
  });
}
