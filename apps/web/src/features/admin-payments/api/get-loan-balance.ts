import { getLoanBalanceContract, type LoanBalance } from '@quincena/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adminPaymentsQueryKey } from './get-payments-dashboard.ts';

/** GET /admin/payments/loans/:id/balance: the most one receipt can be on this loan. */
export async function getLoanBalance(applicationId: string, signal?: AbortSignal): Promise<LoanBalance> {
  const { balance } = await call(getLoanBalanceContract, { params: { id: applicationId }, signal });
  return balance;
}

/** Fresh each time the apply dialog opens: money may have come in since; applying invalidates it. */
export function useLoanBalance(applicationId: string) {
  return useQuery({
    queryKey: [...adminPaymentsQueryKey, 'loan-balance', applicationId],
    queryFn: ({ signal }) => getLoanBalance(applicationId, signal),
    staleTime: 0,
  });
}
