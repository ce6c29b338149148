import type { verifyOtpResponse } from '@quincena/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type VerifyOtpResult = z.infer<typeof verifyOtpResponse>;

/** POST /auth/verify-otp: checks the code; a customer gets a session (and an account on first use). */
export function verifyOtp(input: { phoneNumber: string; otp: string }): Promise<VerifyOtpResult> {
  return api.post<VerifyOtpResult>('/auth/verify-otp', { ...input, userType: 'customer' });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
