import { verifyOtpContract } from '@quincena/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** POST /auth/verify-otp: checks the code; a customer gets a session (and an account on first use). */
export function verifyOtp(input: { phoneNumber: string; otp: string }) {
  return call(verifyOtpContract, { body: { ...input, userType: 'customer' } });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
