import type { SetPinBody } from '@quincena/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';

export type ChangePinBody = Required<SetPinBody>;

/**
 * POST /auth/customer/set-pin with the current PIN (ADR 023). The new PIN ends every other session of
 * the customer; the answer carries this tab's token for the session that goes on.
 */
export function changePin(body: ChangePinBody): Promise<{ hasPin: boolean; token: string }> {
  return api.post<{ hasPin: boolean; token: string }>('/auth/customer/set-pin', body);
}

export function useChangePin() {
  const { replaceToken } = useAuth();
  return useMutation({
    mutationFn: changePin,
    onSuccess: ({ token }) => replaceToken(token),
  });
}
