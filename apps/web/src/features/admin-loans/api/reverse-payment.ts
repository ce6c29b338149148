import { type ReversePaymentBody, reversePaymentContract } from '@quincena/shared';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useIdempotentMutation, withIdempotencyKey } from '../../../lib/idempotency.ts';
import { adminLoansQueryKey } from './get-loan.ts';

export interface ReversePaymentVariables {
  paymentId: string;
  body: ReversePaymentBody;
}

/** POST /admin/payments/:paymentId/reverse: asks another admin to approve undoing a receipt. */
export function reversePayment({ paymentId, body }: ReversePaymentVariables, idempotencyKey: string) {
  return call(reversePaymentContract, { params: { paymentId }, body, ...withIdempotencyKey(idempotencyKey) });
}

/** The loan is fetched again so the receipt shows its pending reversal (and the queue's count). */
export function useReversePayment() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: reversePayment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminLoansQueryKey }),
        // The approvals feature's key (features do not import each other): its menu count grows.
        queryClient.invalidateQueries({ queryKey: ['admin', 'approvals'] }),
      ]),
  });
}
