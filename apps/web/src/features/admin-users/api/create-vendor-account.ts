import type { createVendorBody, VendorAccount } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { vendorAccountsQueryKey } from './list-vendor-accounts.ts';

export type CreateVendorPayload = z.output<typeof createVendorBody>;

/** POST /admin/vendors */
export async function createVendorAccount(body: CreateVendorPayload): Promise<VendorAccount> {
  const { vendor } = await api.post<{ vendor: VendorAccount }>('/admin/vendors', body);
  return vendor;
}

export function useCreateVendorAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVendorAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorAccountsQueryKey }),
  });
}
