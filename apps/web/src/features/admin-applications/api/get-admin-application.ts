import { type AdminApplicationDetail, getAdminApplicationContract, type ResponseOf } from '@quincena/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { ADMIN_APPLICATIONS_STALE_MS, adminApplicationsQueryKey } from './list-admin-applications.ts';

export const adminApplicationQueryKey = (id: string) => [...adminApplicationsQueryKey, 'detail', id] as const;

/** GET /admin/credit-applications/:id: with the stored schedule, documents and history. */
export async function getAdminApplication(id: string, signal?: AbortSignal): Promise<AdminApplicationDetail> {
  const { application } = await call(getAdminApplicationContract, { params: { id }, signal });
  return application;
}

/** Fetches while `id` is set (a dialog about the application is open). */
export function useAdminApplication(id: string | null) {
  return useQuery({
    queryKey: adminApplicationQueryKey(id ?? ''),
    queryFn: ({ signal }) => getAdminApplication(id ?? '', signal),
    enabled: id !== null,
    staleTime: ADMIN_APPLICATIONS_STALE_MS,
  });
}

/** The application a transition answers with: each answers as GET does. */
export async function transitionApplication(
  answer: Promise<ResponseOf<typeof getAdminApplicationContract>>,
): Promise<AdminApplicationDetail> {
  return (await answer).application;
}

/**
 * A mutation on one application: the answer replaces the cached detail, and every admin application
 * query (lists, summary counts, other details) is refetched.
 */
export function useApplicationMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<AdminApplicationDetail | null>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (application) => {
      if (application) queryClient.setQueryData(adminApplicationQueryKey(application.id), application);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminApplicationsQueryKey }),
  });
}
