import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** What verify-otp answers when called with a vendor's token: the customer's consent, no session. */
export interface CustomerConsent {
  consent: true;
  phoneNumber: string;
  expiresAt: string;
}

/**
 * POST /auth/verify-otp with the vendor's token: checks the code the customer received and records the
 * customer's consent (30 minutes) for the prefill, the link and the update by phone (PRODUCT.md §5).
 */
export function verifyCustomerConsent(input: { phoneNumber: string; otp: string }): Promise<CustomerConsent> {
  return api.post<CustomerConsent>('/auth/verify-otp', { ...input, userType: 'customer' });
}

export function useVerifyCustomerConsent() {
  return useMutation({ mutationFn: verifyCustomerConsent });
}
