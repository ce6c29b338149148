import { type Motorcycle, type MotorcycleInput, updateAdminMotorcycleContract } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adminMotorcyclesQueryKey } from './list-admin-motorcycles.ts';

export interface UpdateAdminMotorcycleInput {
  id: string;
  body: Partial<MotorcycleInput>;
}

/** PUT /admin/motorcycles/:id */
export async function updateAdminMotorcycle({ id, body }: UpdateAdminMotorcycleInput): Promise<Motorcycle> {
  const { motorcycle } = await call(updateAdminMotorcycleContract, { params: { id }, body });
  return motorcycle;
}

export function useUpdateAdminMotorcycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminMotorcycle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMotorcyclesQueryKey }),
  });
}
