import { type CustomerProfile, updateVendorCustomerContract } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import type { VendorCustomerPayload } from './create-vendor-customer.ts';
import { vendorCustomersQueryKey } from './list-vendor-customers.ts';

export interface UpdateVendorCustomerInput {
  id: string;
  body: Partial<VendorCustomerPayload>;
}

/** PUT /vendor/customers/:id (any subset of the create fields). */
export async function updateVendorCustomer({
  id,
  body,
}: UpdateVendorCustomerInput): Promise<CustomerProfile> {
  const { customer } = await call(updateVendorCustomerContract, { params: { id }, body });
  return customer;
}

export function useUpdateVendorCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendorCustomer,
    // Lists and the detail both show the edited fields.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorCustomersQueryKey }),
  });
}
