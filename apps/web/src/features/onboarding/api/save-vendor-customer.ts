import {
  type CustomerProfile,
  createVendorCustomerContract,
  updateCustomerByPhoneContract,
} from '@quincena/shared';
import type { CustomerBody } from '../../../components/domain/customer-form.tsx';
import { call, isApiError } from '../../../lib/api-client.ts';
import { useIdempotentMutation, withIdempotencyKey } from '../../../lib/idempotency.ts';

export type VendorCustomerPayload = CustomerBody;

/**
 * Spec §7 onboarding sequence, step 3: POST /vendor/customers; when the phone is already registered
 * (409 CUSTOMER_ALREADY_EXISTS) the same payload goes to PUT /vendor/customers/by-phone/{phone}, which
 * the customer's consent allows and which links the customer to the vendor.
 */
export async function saveVendorCustomer(
  payload: VendorCustomerPayload,
  idempotencyKey: string,
): Promise<CustomerProfile> {
  try {
    const { customer } = await call(createVendorCustomerContract, {
      body: payload,
      headers: withIdempotencyKey(idempotencyKey).headers,
    });
    return customer;
  } catch (error) {
    if (!isApiError(error) || error.code !== 'CUSTOMER_ALREADY_EXISTS') throw error;
  }
  const { customer } = await call(updateCustomerByPhoneContract, {
    params: { phone: payload.phoneNumber },
    body: payload,
  });
  return customer;
}

export function useSaveVendorCustomer() {
  return useIdempotentMutation({ mutationFn: saveVendorCustomer });
}
