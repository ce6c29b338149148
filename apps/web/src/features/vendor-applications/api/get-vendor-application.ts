import { type ApplicationDetail, getVendorApplicationContract } from '@quincena/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { LIST_STALE_TIME_MS, vendorApplicationsQueryKey } from './list-vendor-applications.ts';

export const vendorApplicationQueryKey = (id: string) =>
  [...vendorApplicationsQueryKey, 'detail', id] as const;

/** GET /vendor/applications/:id: the application with its payment schedule. */
export async function getVendorApplication(id: string, signal?: AbortSignal): Promise<ApplicationDetail> {
  const { application } = await call(getVendorApplicationContract, { params: { id }, signal });
  return application;
}

/** Fetches while `id` is set (the detail dialog is open). */
export function useVendorApplication(id: string | null) {
  return useQuery({
    queryKey: vendorApplicationQueryKey(id ?? ''),
    queryFn: ({ signal }) => getVendorApplication(id ?? '', signal),
    enabled: id !== null,
    staleTime: LIST_STALE_TIME_MS,
  });
}
