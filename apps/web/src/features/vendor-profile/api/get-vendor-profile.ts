import { getVendorProfileContract } from '@quincena/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Spec §7: the profile is cached 5 minutes. */
export const PROFILE_STALE_TIME_MS = 5 * 60_000;

export const vendorProfileQueryKey = ['vendor', 'profile'] as const;

/** GET /vendor/profile */
export async function getVendorProfile(signal?: AbortSignal) {
  const { vendor } = await call(getVendorProfileContract, { signal });
  return vendor;
}

export function useVendorProfile() {
  return useQuery({
    queryKey: vendorProfileQueryKey,
    queryFn: ({ signal }) => getVendorProfile(signal),
    staleTime: PROFILE_STALE_TIME_MS,
  });
}
