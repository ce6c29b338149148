import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface SendCodeResult {
  expiresInSeconds: number;
}

/**
 * POST /auth/send-otp: texts a 6-digit code to the customer's phone (at most one a minute per phone;
 * a second request within the minute answers 429 with the reason).
 */
export function sendCustomerCode(phoneNumber: string): Promise<SendCodeResult> {
  return api.post<SendCodeResult>('/auth/send-otp', { phoneNumber, userType: 'customer' });
}

export function useSendCustomerCode() {
  return useMutation({ mutationFn: sendCustomerCode });
}
