import {
  type OrderRepossessionBody,
  orderRepossessionContract,
  type UpdateRepossessionBody,
  updateRepossessionContract,
} from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useIdempotentMutation, withIdempotencyKey } from '../../../lib/idempotency.ts';
import { adminLoansQueryKey } from './get-loan.ts';

/** The loan and the back-office's list of repossessions are fetched again after any step. */
function useRefetchAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminLoansQueryKey }),
      // The repossessions list's key (features do not import each other).
      queryClient.invalidateQueries({ queryKey: ['admin', 'repossessions'] }),
    ]);
}

/** POST /admin/loans/:applicationId/repossession: the motorcycle is to be recovered. */
export function useOrderRepossession(applicationId: string) {
  const refetch = useRefetchAfter();
  return useIdempotentMutation({
    mutationFn: (body: OrderRepossessionBody, key: string) =>
      call(orderRepossessionContract, { params: { applicationId }, body, ...withIdempotencyKey(key) }),
    onSuccess: refetch,
  });
}

/** PUT /admin/loans/:applicationId/repossession: recovered, redeemed or sold. */
export function useAdvanceRepossession(applicationId: string) {
  const refetch = useRefetchAfter();
  return useMutation({
    mutationFn: (body: UpdateRepossessionBody) =>
      call(updateRepossessionContract, { params: { applicationId }, body }),
    onSuccess: refetch,
  });
}
