import type { customerSession } from '@quincena/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type CustomerSession = z.infer<typeof customerSession>;

/** POST /auth/customer/login-pin: 401 for a wrong PIN, 423 PIN_LOCKED after too many. */
export function loginWithPin(input: { phoneNumber: string; pin: string }): Promise<CustomerSession> {
  return api.post<CustomerSession>('/auth/customer/login-pin', input);
}

export function useLoginWithPin() {
  return useMutation({ mutationFn: loginWithPin });
}
