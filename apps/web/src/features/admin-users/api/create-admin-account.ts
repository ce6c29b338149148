import { createAdminAccountContract, type createAdminBody } from '@quincena/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { useIdempotentMutation, withIdempotencyKey } from '../../../lib/idempotency.ts';
import { adminAccountsQueryKey } from './list-admin-accounts.ts';

export type CreateAdminPayload = z.output<typeof createAdminBody>;

/** POST /admin/admins (SUPER_ADMIN only). */
export async function createAdminAccount(body: CreateAdminPayload, idempotencyKey: string) {
  const { admin } = await call(createAdminAccountContract, {
    body,
    headers: withIdempotencyKey(idempotencyKey).headers,
  });
  return admin;
}

export function useCreateAdminAccount() {
  const queryClient = useQueryClient();
  // One key per submission: a retry after a lost answer creates one account, not two.
  return useIdempotentMutation({
    mutationFn: createAdminAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAccountsQueryKey }),
  });
}
