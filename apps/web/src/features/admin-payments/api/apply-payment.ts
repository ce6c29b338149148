import { type ApplyPaymentBody, applyPaymentContract } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adminPaymentsQueryKey } from './get-payments-dashboard.ts';

export interface ApplyPaymentVariables {
  body: ApplyPaymentBody;
  /** The same key for a retry of the same submission: the server replays instead of applying twice. */
  idempotencyKey: string;
}

/** POST /admin/payments/apply: one receipt applied to installments of one loan. */
export function applyPayment({ body, idempotencyKey }: ApplyPaymentVariables) {
  return call(applyPaymentContract, { body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** Refetches the calendar and the figures, whatever the answer (a 409 means someone else paid first). */
export function useApplyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPaymentsQueryKey }),
  });
}
