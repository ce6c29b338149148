import { createVendorMotorcycleContract, type Motorcycle, type motorcycleBody } from '@quincena/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { useIdempotentMutation, withIdempotencyKey } from '../../../lib/idempotency.ts';
import { vendorMotorcyclesQueryKey } from './list-vendor-motorcycles.ts';

export type MotorcyclePayload = z.output<typeof motorcycleBody>;

/** POST /vendor/motorcycles */
export async function createVendorMotorcycle(
  body: MotorcyclePayload,
  idempotencyKey: string,
): Promise<Motorcycle> {
  const { motorcycle } = await call(createVendorMotorcycleContract, {
    body,
    ...withIdempotencyKey(idempotencyKey),
  });
  return motorcycle;
}

export function useCreateVendorMotorcycle() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: createVendorMotorcycle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorMotorcyclesQueryKey }),
  });
}
