import { checkCustomerStatusContract } from '@quincena/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** POST /auth/customer/check-status: whether the phone has an account and can sign in with a PIN. */
export function checkCustomerStatus(phoneNumber: string) {
  return call(checkCustomerStatusContract, { body: { phoneNumber } });
}

export function useCheckCustomerStatus() {
  return useMutation({ mutationFn: checkCustomerStatus });
}
