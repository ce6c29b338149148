import type { Motorcycle, motorcycleBody } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { vendorMotorcyclesQueryKey } from './list-vendor-motorcycles.ts';

export type MotorcyclePayload = z.output<typeof motorcycleBody>;

/** POST /vendor/motorcycles */
export async function createVendorMotorcycle(body: MotorcyclePayload): Promise<Motorcycle> {
  const { motorcycle } = await api.post<{ motorcycle: Motorcycle }>('/vendor/motorcycles', body);
  return motorcycle;
}

export function useCreateVendorMotorcycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVendorMotorcycle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorMotorcyclesQueryKey }),
  });
}
