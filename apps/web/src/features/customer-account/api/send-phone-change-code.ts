import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface PhoneChangeCode {
  expiresInSeconds: number;
}

/** POST /auth/customer/phone/send-code: texts a code to the number the customer wants to move to. */
export function sendPhoneChangeCode(phoneNumber: string): Promise<PhoneChangeCode> {
  return api.post<PhoneChangeCode>('/auth/customer/phone/send-code', { phoneNumber });
}

export function useSendPhoneChangeCode() {
  return useMutation({ mutationFn: sendPhoneChangeCode });
}
