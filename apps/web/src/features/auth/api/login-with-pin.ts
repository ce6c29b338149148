import { loginWithPinContract } from '@quincena/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** POST /auth/customer/login-pin: 401 for a wrong PIN, 423 PIN_LOCKED after too many. */
export function loginWithPin(input: { phoneNumber: string; pin: string }) {
  return call(loginWithPinContract, { body: input });
}

export function useLoginWithPin() {
  return useMutation({ mutationFn: loginWithPin });
}
