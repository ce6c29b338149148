import { type CustomerProfile, findCustomerByPhoneContract } from '@quincena/shared';
import { call, isApiError } from '../../../lib/api-client.ts';

/**
 * GET /vendor/customers/by-phone/{phone}: the customer to prefill the form with, or null for a new one
 * (404). Needs the customer's consent (or an existing link to the vendor).
 */
export async function findCustomerByPhone(phoneNumber: string): Promise<CustomerProfile | null> {
  try {
    const { customer } = await call(findCustomerByPhoneContract, { params: { phone: phoneNumber } });
    return customer;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
