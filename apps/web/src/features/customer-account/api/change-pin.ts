import { type SetPinBody, setPinContract } from '@quincena/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';

export type ChangePinBody = Required<SetPinBody>;

/**
 * POST /auth/customer/set-pin with the current PIN (ADR 023). The new PIN ends every other session of
 * the customer; the answer carries this tab's token for the session that goes on.
 */
export function changePin(body: ChangePinBody) {
  return call(setPinContract, { body });
}

export function useChangePin() {
  const { replaceToken } = useAuth();
  return useMutation({
    mutationFn: changePin,
    onSuccess: ({ token }) => replaceToken(token),
  });
}
