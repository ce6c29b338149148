import { api } from '../../../lib/api-client.ts';
import { useApplicationMutation } from './get-admin-application.ts';

/** DELETE /admin/credit-applications/:id (SUPER_ADMIN; 409 once money was applied). Soft and audited. */
export async function deleteApplication(id: string): Promise<null> {
  await api.delete<null>(`/admin/credit-applications/${encodeURIComponent(id)}`);
  return null;
}

export const useDeleteApplication = () => useApplicationMutation(deleteApplication);
