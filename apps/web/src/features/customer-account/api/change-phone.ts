import type { PhoneChangeBody } from '@quincena/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** PUT /auth/customer/phone: moves the account to the new number; every session ends. */
export function changePhone(body: PhoneChangeBody): Promise<{ phoneNumber: string }> {
  return api.put<{ phoneNumber: string }>('/auth/customer/phone', body);
}

export function useChangePhone() {
  return useMutation({ mutationFn: changePhone });
}
