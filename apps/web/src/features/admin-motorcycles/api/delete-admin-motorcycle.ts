import { deleteAdminMotorcycleContract } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adminMotorcyclesQueryKey } from './list-admin-motorcycles.ts';

/** DELETE /admin/motorcycles/:id (soft: applications keep the motorcycle they financed). */
export async function deleteAdminMotorcycle(id: string): Promise<void> {
  await call(deleteAdminMotorcycleContract, { params: { id } });
}

export function useDeleteAdminMotorcycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminMotorcycle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMotorcyclesQueryKey }),
  });
}
