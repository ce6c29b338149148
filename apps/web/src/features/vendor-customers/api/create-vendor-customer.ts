import {
  type CustomerProfile,
  createVendorCustomerContract,
  type vendorCustomerBody,
} from '@quincena/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { useIdempotentMutation, withIdempotencyKey } from '../../../lib/idempotency.ts';
import { vendorCustomersQueryKey } from './list-vendor-customers.ts';

export type VendorCustomerPayload = z.output<typeof vendorCustomerBody>;

/**
 * POST /vendor/customers. A phone that is already registered answers 409 CUSTOMER_ALREADY_EXISTS
 * (the customer's consent, given in the onboarding wizard, is needed to link an existing customer).
 */
export async function createVendorCustomer(
  body: VendorCustomerPayload,
  idempotencyKey: string,
): Promise<CustomerProfile> {
  const { customer } = await call(createVendorCustomerContract, {
    body,
    headers: withIdempotencyKey(idempotencyKey).headers,
  });
  return customer;
}

export function useCreateVendorCustomer() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: createVendorCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorCustomersQueryKey }),
  });
}
