import { type PayoffBody, postLoanPayoffContract } from '@quincena/shared';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useIdempotentMutation, withIdempotencyKey } from '../../../lib/idempotency.ts';
import { adminLoansQueryKey } from './get-loan.ts';

export interface PostLoanPayoffVariables {
  applicationId: string;
  body: PayoffBody;
}

/** POST /admin/loans/:applicationId/payoff: the receipt that pays the whole loan off. */
export function postLoanPayoff({ applicationId, body }: PostLoanPayoffVariables, idempotencyKey: string) {
  return call(postLoanPayoffContract, {
    params: { applicationId },
    body,
    ...withIdempotencyKey(idempotencyKey),
  });
}

/** The loan and the collections' figures are fetched again: the loan is paid off. */
export function usePostLoanPayoff() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: postLoanPayoff,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminLoansQueryKey }),
        // The collections feature's key (features do not import each other): its calendar changes.
        queryClient.invalidateQueries({ queryKey: ['admin', 'payments'] }),
      ]),
  });
}
