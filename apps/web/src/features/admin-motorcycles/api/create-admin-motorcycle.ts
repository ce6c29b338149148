import { createAdminMotorcycleContract, type Motorcycle, type MotorcycleInput } from '@quincena/shared';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useIdempotentMutation, withIdempotencyKey } from '../../../lib/idempotency.ts';
import { adminMotorcyclesQueryKey } from './list-admin-motorcycles.ts';

/** POST /admin/motorcycles */
export async function createAdminMotorcycle(
  body: MotorcycleInput,
  idempotencyKey: string,
): Promise<Motorcycle> {
  const { motorcycle } = await call(createAdminMotorcycleContract, {
    body,
    ...withIdempotencyKey(idempotencyKey),
  });
  return motorcycle;
}

export function useCreateAdminMotorcycle() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: createAdminMotorcycle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMotorcyclesQueryKey }),
  });
}
