import { sendOtpContract } from '@quincena/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** POST /auth/send-otp: texts a 6-digit code to the customer (at most one a minute per phone). */
export function sendOtp(phoneNumber: string) {
  return call(sendOtpContract, { body: { phoneNumber, userType: 'customer' } });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
