import { changePhoneContract, type PhoneChangeBody } from '@quincena/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** PUT /auth/customer/phone: moves the account to the new number; every session ends. */
export function changePhone(body: PhoneChangeBody) {
  return call(changePhoneContract, { body });
}

export function useChangePhone() {
  return useMutation({ mutationFn: changePhone });
}
