import { deleteApplicationContract } from '@quincena/shared';
import { call } from '../../../lib/api-client.ts';
import { useApplicationMutation } from './get-admin-application.ts';

/** DELETE /admin/credit-applications/:id (SUPER_ADMIN; 409 once money was applied). Soft and audited. */
export async function deleteApplication(id: string): Promise<null> {
  await call(deleteApplicationContract, { params: { id } });
  return null;
}

export const useDeleteApplication = () => useApplicationMutation(deleteApplication);
