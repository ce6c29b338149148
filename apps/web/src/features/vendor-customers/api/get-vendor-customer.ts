import { getVendorCustomerContract, type ResponseOf } from '@quincena/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { LIST_STALE_TIME_MS, vendorCustomersQueryKey } from './list-vendor-customers.ts';

export type VendorCustomerDetail = ResponseOf<typeof getVendorCustomerContract>;

export const vendorCustomerQueryKey = (id: string) => [...vendorCustomersQueryKey, 'detail', id] as const;

/** GET /vendor/customers/:id: the full profile and the vendor's applications for this customer. */
export function getVendorCustomer(id: string, signal?: AbortSignal) {
  return call(getVendorCustomerContract, { params: { id }, signal });
}

/** Fetches while `id` is set (the detail or edit dialog is open). */
export function useVendorCustomer(id: string | null) {
  return useQuery({
    queryKey: vendorCustomerQueryKey(id ?? ''),
    queryFn: ({ signal }) => getVendorCustomer(id ?? '', signal),
    enabled: id !== null,
    staleTime: LIST_STALE_TIME_MS,
  });
}
