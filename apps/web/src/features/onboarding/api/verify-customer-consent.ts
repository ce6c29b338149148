import { type CustomerConsent, verifyOtpContract } from '@quincena/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/**
 * POST /auth/verify-otp with the vendor's token: checks the code the customer received and records the
 * customer's consent (30 minutes) for the prefill, the link and the update by phone (PRODUCT.md §5).
 * A vendor's token always gets the consent, never a customer's session.
 */
export function verifyCustomerConsent(input: { phoneNumber: string; otp: string }) {
  return call(verifyOtpContract, { body: { ...input, userType: 'customer' } }) as Promise<CustomerConsent>;
}

export function useVerifyCustomerConsent() {
  return useMutation({ mutationFn: verifyCustomerConsent });
}
