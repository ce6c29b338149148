import { type changePasswordBody, changeVendorPasswordContract } from '@quincena/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';

export type ChangePasswordPayload = z.output<typeof changePasswordBody>;

/**
 * PUT /vendor/change-password. The new password ends every session of the vendor, this one included;
 * the answer carries a fresh token for this tab.
 */
export function changeVendorPassword(body: ChangePasswordPayload) {
  return call(changeVendorPasswordContract, { body });
}

export function useChangeVendorPassword() {
  const { replaceToken } = useAuth();
  return useMutation({
    mutationFn: changeVendorPassword,
    onSuccess: ({ token }) => replaceToken(token),
  });
}
