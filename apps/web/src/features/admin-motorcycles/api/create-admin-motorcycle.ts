import type { Motorcycle, MotorcycleInput } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminMotorcyclesQueryKey } from './list-admin-motorcycles.ts';

/** POST /admin/motorcycles */
export async function createAdminMotorcycle(body: MotorcycleInput): Promise<Motorcycle> {
  const { motorcycle } = await api.post<{ motorcycle: Motorcycle }>('/admin/motorcycles', body);
  return motorcycle;
}

export function useCreateAdminMotorcycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminMotorcycle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMotorcyclesQueryKey }),
  });
}
