import { getPendingApprovalsCountContract } from '@quincena/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { approvalsQueryKey } from './list-approvals.ts';

/** GET /admin/approvals/pending-count: requests waiting for a second admin. */
export async function getPendingApprovalsCount(signal?: AbortSignal): Promise<number> {
  const { pending } = await call(getPendingApprovalsCountContract, { signal });
  return pending;
}

/** The menu's counter: refreshed by any decision (same key) and every minute for others' requests. */
export function usePendingApprovalsCount() {
  return useQuery({
    queryKey: [...approvalsQueryKey, 'pending-count'],
    queryFn: ({ signal }) => getPendingApprovalsCount(signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
