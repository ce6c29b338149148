import { sendOtpContract } from '@quincena/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/**
 * POST /auth/send-otp: texts a 6-digit code to the customer's phone (at most one a minute per phone;
 * a second request within the minute answers 429 with the reason).
 */
export function sendCustomerCode(phoneNumber: string) {
  return call(sendOtpContract, { body: { phoneNumber, userType: 'customer' } });
}

export function useSendCustomerCode() {
  return useMutation({ mutationFn: sendCustomerCode });
}
