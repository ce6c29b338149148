import { getContractAcceptanceContract } from '@quincena/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adminApplicationQueryKey } from './get-admin-application.ts';

/** GET /admin/credit-applications/:id/contract-acceptance: the customer's acceptance, if any. */
export function useContractAcceptance(applicationId: string) {
  return useQuery({
    queryKey: [...adminApplicationQueryKey(applicationId), 'contract-acceptance'],
    queryFn: async ({ signal }) =>
      (await call(getContractAcceptanceContract, { params: { id: applicationId }, signal })).acceptance,
  });
}
