import { type updateVendorProfileBody, updateVendorProfileContract } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { vendorProfileQueryKey } from './get-vendor-profile.ts';

export type VendorProfilePayload = z.output<typeof updateVendorProfileBody>;

/** PUT /vendor/profile: personal and company data (the email is not editable here). */
export async function updateVendorProfile(body: VendorProfilePayload) {
  const { vendor } = await call(updateVendorProfileContract, { body });
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
