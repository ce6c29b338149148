import type { updateVendorProfileBody, VendorAccount } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { vendorProfileQueryKey } from './get-vendor-profile.ts';

export type VendorProfilePayload = z.output<typeof updateVendorProfileBody>;

/** PUT /vendor/profile: personal and company data (the email is not editable here). */
export async function updateVendorProfile(body: VendorProfilePayload): Promise<VendorAccount> {
  const { vendor } = await api.put<{ vendor: VendorAccount }>('/vendor/profile', body);
  return vendor;
}

export function useUpdateVendorProfile() {
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: updateVendorProfile,
    onSuccess: (vendor) => {
      queryClient.setQueryData(vendorProfileQueryKey, vendor);
      // The shell shows the vendor's name from the session.
      updateUser(vendor);
    },
  });
}
