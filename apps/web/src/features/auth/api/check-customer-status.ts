import type { CheckStatus } from '@quincena/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /auth/customer/check-status: whether the phone has an account and can sign in with a PIN. */
export function checkCustomerStatus(phoneNumber: string): Promise<CheckStatus> {
  return api.post<CheckStatus>('/auth/customer/check-status', { phoneNumber });
}

export function useCheckCustomerStatus() {
  return useMutation({ mutationFn: checkCustomerStatus });
}
