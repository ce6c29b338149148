import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface SendOtpResult {
  expiresInSeconds: number;
}

/** POST /auth/send-otp: texts a 6-digit code to the customer (at most one a minute per phone). */
export function sendOtp(phoneNumber: string): Promise<SendOtpResult> {
  return api.post<SendOtpResult>('/auth/send-otp', { phoneNumber, userType: 'customer' });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
