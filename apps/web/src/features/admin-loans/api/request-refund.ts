import { type RefundBody, requestRefundContract } from '@quincena/shared';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useIdempotentMutation, withIdempotencyKey } from '../../../lib/idempotency.ts';

export interface RequestRefundVariables {
  applicationId: string;
  body: RefundBody;
}

/** POST /admin/loans/:applicationId/refund: asks another admin to pay the loan's credit back. */
export function requestRefund({ applicationId, body }: RequestRefundVariables, idempotencyKey: string) {
  return call(requestRefundContract, {
    params: { applicationId },
    body,
    ...withIdempotencyKey(idempotencyKey),
  });
}

/** The approvals queue grows (its menu count): the approvals feature's key, as features do not import each other. */
export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: requestRefund,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'approvals'] }),
  });
}
