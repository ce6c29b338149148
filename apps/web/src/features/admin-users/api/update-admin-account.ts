import { updateAdminAccountContract, type updateAdminBody } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { adminAccountsQueryKey } from './list-admin-accounts.ts';

export interface UpdateAdminInput {
  id: string;
  /** A blank password is left out: the current one stays. */
  body: z.output<typeof updateAdminBody>;
}

/** PUT /admin/admins/:id (SUPER_ADMIN only). */
export async function updateAdminAccount({ id, body }: UpdateAdminInput) {
  const { admin } = await call(updateAdminAccountContract, { params: { id }, body });
  return admin;
}

export function useUpdateAdminAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAccountsQueryKey }),
  });
}
