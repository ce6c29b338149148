import type { LoanDetail } from '@quincena/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Every loan query starts with this key: an operation on a loan refetches them all. */
export const adminLoansQueryKey = ['admin', 'loans'] as const;

export const adminLoanQueryKey = (applicationId: string) => [...adminLoansQueryKey, applicationId] as const;

/** Money may have come in from the calendar since: a loan opened again is fetched again. */
const ADMIN_LOAN_STALE_MS = 0;

/** GET /admin/loans/:applicationId (PRODUCT.md §9): the loan's figures, installments and ledger. */
export function getLoan(applicationId: string, signal?: AbortSignal): Promise<LoanDetail> {
  return api.get<LoanDetail>(`/admin/loans/${encodeURIComponent(applicationId)}`, { signal });
}

export function useLoan(applicationId: string) {
  return useQuery({
    queryKey: adminLoanQueryKey(applicationId),
    queryFn: ({ signal }) => getLoan(applicationId, signal),
    staleTime: ADMIN_LOAN_STALE_MS,
  });
}
