import { getCustomerPayoffContract } from '@quincena/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { retryTransient } from '../../../lib/query-retry.ts';

export const payoffQueryKey = ['customer', 'payoff'] as const;

/** GET /customers/payoff?applicationId=: what paying the whole financing off today takes. */
export function usePayoff(applicationId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...payoffQueryKey, applicationId],
    queryFn: ({ signal }) => call(getCustomerPayoffContract, { query: { applicationId }, signal }),
    retry: retryTransient(1),
    enabled,
  });
}
