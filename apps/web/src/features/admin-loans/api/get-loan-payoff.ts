import { getLoanPayoffContract } from '@quincena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adminLoanQueryKey } from './get-loan.ts';

/** What paying the loan off on `date` takes (PRODUCT.md §9); under the loan's key, so a payment refetches it. */
export function useLoanPayoff(applicationId: string, date: string) {
  return useQuery({
    queryKey: [...adminLoanQueryKey(applicationId), 'payoff', date],
    queryFn: ({ signal }) =>
      call(getLoanPayoffContract, { params: { applicationId }, query: { date }, signal }),
    // The figures stay on screen while another date's are fetched.
    placeholderData: keepPreviousData,
  });
}
