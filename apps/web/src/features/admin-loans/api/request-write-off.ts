import { requestWriteOffContract, type WriteOffBody } from '@quincena/shared';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useIdempotentMutation, withIdempotencyKey } from '../../../lib/idempotency.ts';

export interface RequestWriteOffVariables {
  applicationId: string;
  body: WriteOffBody;
}

/** POST /admin/loans/:applicationId/write-off: asks another admin to approve writing the loan off. */
export function requestWriteOff({ applicationId, body }: RequestWriteOffVariables, idempotencyKey: string) {
  return call(requestWriteOffContract, {
    params: { applicationId },
    body,
    ...withIdempotencyKey(idempotencyKey),
  });
}

/** The approvals queue grows (its menu count): the approvals feature's key, as features do not import each other. */
export function useRequestWriteOff() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: requestWriteOff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'approvals'] }),
  });
}
