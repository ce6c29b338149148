import { updateVendorAccountContract, type updateVendorBody } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { vendorAccountsQueryKey } from './list-vendor-accounts.ts';

export interface UpdateVendorInput {
  id: string;
  /** A blank password is left out: the current one stays. */
  body: z.output<typeof updateVendorBody>;
}

/** PUT /admin/vendors/:id */
export async function updateVendorAccount({ id, body }: UpdateVendorInput) {
  const { vendor } = await call(updateVendorAccountContract, { params: { id }, body });
  return vendor;
}

export function useUpdateVendorAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendorAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorAccountsQueryKey }),
  });
}
