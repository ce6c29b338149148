import { setPinContract } from '@quincena/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export interface SetPinInput {
  phoneNumber: string;
  pin: string;
  /** The customer token from verify-otp: the PIN is set before any session is saved. */
  token: string;
}

/**
 * POST /auth/customer/set-pin: saves a 4-digit PIN (trivial ones answer 400 PIN_TOO_WEAK). The code
 * just verified is the proof it needs (ADR 023); the flow then signs in with the PIN.
 */
export function setPin({ phoneNumber, pin, token }: SetPinInput) {
  return call(setPinContract, {
    body: { phoneNumber, pin },
    headers: { Authorization: `Bearer ${token}` },
  });
}

export function useSetPin() {
  return useMutation({ mutationFn: setPin });
}
