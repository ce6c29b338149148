import { previewTermExtensionContract } from '@quincena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adminLoanQueryKey } from './get-loan.ts';

/** The schedule a term extension would leave (ADR 049); under the loan's key, so a payment refetches it. */
export function useTermExtensionPreview(applicationId: string, loanTermMonths: number | null) {
  return useQuery({
    queryKey: [...adminLoanQueryKey(applicationId), 'term-extension', loanTermMonths],
    queryFn: ({ signal }) =>
      call(previewTermExtensionContract, {
        params: { applicationId },
        query: { loanTermMonths: loanTermMonths as never },
        signal,
      }),
    enabled: loanTermMonths !== null,
    // The figures stay on screen while another term's are fetched.
    placeholderData: keepPreviousData,
  });
}
