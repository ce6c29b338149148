import { sendPhoneChangeCodeContract } from '@quincena/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** POST /auth/customer/phone/send-code: texts a code to the number the customer wants to move to. */
export function sendPhoneChangeCode(phoneNumber: string) {
  return call(sendPhoneChangeCodeContract, { body: { phoneNumber } });
}

export function useSendPhoneChangeCode() {
  return useMutation({ mutationFn: sendPhoneChangeCode });
}
