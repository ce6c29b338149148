import { getLoanContract } from '@quincena/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Every loan query starts with this key: an operation on a loan refetches them all. */
export const adminLoansQueryKey = ['admin', 'loans'] as const;

export const adminLoanQueryKey = (applicationId: string) => [...adminLoansQueryKey, applicationId] as const;

/** Money may have come in from the calendar since: a loan opened again is fetched again. */
const ADMIN_LOAN_STALE_MS = 0;

/** The loan's figures, installments and ledger (PRODUCT.md §9). */
export function getLoan(applicationId: string, signal?: AbortSignal) {
  return call(getLoanContract, { params: { applicationId }, signal });
}

export function useLoan(applicationId: string) {
  return useQuery({
    queryKey: adminLoanQueryKey(applicationId),
    queryFn: ({ signal }) => getLoan(applicationId, signal),
    staleTime: ADMIN_LOAN_STALE_MS,
  });
}
