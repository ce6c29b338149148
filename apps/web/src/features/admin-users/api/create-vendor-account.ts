import { createVendorAccountContract, type createVendorBody } from '@quincena/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { useIdempotentMutation, withIdempotencyKey } from '../../../lib/idempotency.ts';
import { vendorAccountsQueryKey } from './list-vendor-accounts.ts';

export type CreateVendorPayload = z.output<typeof createVendorBody>;

/** POST /admin/vendors */
export async function createVendorAccount(body: CreateVendorPayload, idempotencyKey: string) {
  const { vendor } = await call(createVendorAccountContract, {
    body,
    headers: withIdempotencyKey(idempotencyKey).headers,
  });
  return vendor;
}

export function useCreateVendorAccount() {
  const queryClient = useQueryClient();
  // One key per submission: a retry after a lost answer creates one account, not two.
  return useIdempotentMutation({
    mutationFn: createVendorAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorAccountsQueryKey }),
  });
}
