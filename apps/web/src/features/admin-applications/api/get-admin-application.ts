import type { AdminApplicationDetail } from '@quincena/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ADMIN_APPLICATIONS_STALE_MS, adminApplicationsQueryKey } from './list-admin-applications.ts';

export const adminApplicationQueryKey = (id: string) => [...adminApplicationsQueryKey, 'detail', id] as const;

/** The answer of GET and of every transition: the application as the detail shows it. */
export interface AdminApplicationAnswer {
  application: AdminApplicationDetail;
}

const applicationPath = (id: string) => `/admin/credit-applications/${encodeURIComponent(id)}`;

/** GET /admin/credit-applications/:id: with the stored schedule, documents and history. */
export async function getAdminApplication(id: string, signal?: AbortSignal): Promise<AdminApplicationDetail> {
  const { application } = await api.get<AdminApplicationAnswer>(applicationPath(id), { signal });
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

/** `PUT|POST /admin/credit-applications/:id/<action>` with an optional body. */
export async function transitionApplication(
  method: 'put' | 'post',
  id: string,
  action: string,
  body?: unknown,
): Promise<AdminApplicationDetail> {
  const path = `${applicationPath(id)}/${action}`;
  const { application } = await api[method]<AdminApplicationAnswer>(path, body);
  return application;
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
