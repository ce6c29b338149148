import type { AdminAccount, createAdminBody } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { adminAccountsQueryKey } from './list-admin-accounts.ts';

export type CreateAdminPayload = z.output<typeof createAdminBody>;

/** POST /admin/admins (SUPER_ADMIN only). */
export async function createAdminAccount(body: CreateAdminPayload): Promise<AdminAccount> {
  const { admin } = await api.post<{ admin: AdminAccount }>('/admin/admins', body);
  return admin;
}

export function useCreateAdminAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAccountsQueryKey }),
  });
}
