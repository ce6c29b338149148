import { type RestructureBody, requestRestructureContract } from '@quincena/shared';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useIdempotentMutation, withIdempotencyKey } from '../../../lib/idempotency.ts';

export interface RequestRestructureVariables {
  applicationId: string;
  body: RestructureBody;
}

/** POST /admin/loans/:applicationId/restructure: asks another admin to approve a payment holiday. */
export function requestRestructure(
  { applicationId, body }: RequestRestructureVariables,
  idempotencyKey: string,
) {
  return call(requestRestructureContract, {
    params: { applicationId },
    body,
    ...withIdempotencyKey(idempotencyKey),
  });
}

/** The approvals queue grows (its menu count): the approvals feature's key, as features do not import each other. */
export function useRequestRestructure() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: requestRestructure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'approvals'] }),
  });
}
