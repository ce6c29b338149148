import { type AdminCustomerDetail, getCustomerContract } from '@quincena/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { LIST_STALE_TIME_MS } from './list-admin-accounts.ts';
import { adminCustomersQueryKey } from './list-customers.ts';

/** GET /admin/customers/:id: the profile and the customer's applications. */
export async function getCustomer(id: string, signal?: AbortSignal): Promise<AdminCustomerDetail> {
  const { customer } = await call(getCustomerContract, { params: { id }, signal });
  return customer;
}

/** Fetches while `id` is set (the detail dialog is open). */
export function useCustomer(id: string | null) {
  return useQuery({
    queryKey: [...adminCustomersQueryKey, 'detail', id],
    queryFn: ({ signal }) => getCustomer(id ?? '', signal),
    enabled: id !== null,
    staleTime: LIST_STALE_TIME_MS,
  });
}
