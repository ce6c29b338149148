import { type Motorcycle, updateVendorMotorcycleContract } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import type { MotorcyclePayload } from './create-vendor-motorcycle.ts';
import { vendorMotorcyclesQueryKey } from './list-vendor-motorcycles.ts';

export interface UpdateVendorMotorcycleInput {
  id: string;
  /** Any subset of the fields, e.g. `{ isAvailable: false }` from the availability switch. */
  body: Partial<MotorcyclePayload>;
}

/** PUT /vendor/motorcycles/:id */
export async function updateVendorMotorcycle({ id, body }: UpdateVendorMotorcycleInput): Promise<Motorcycle> {
  const { motorcycle } = await call(updateVendorMotorcycleContract, { params: { id }, body });
  return motorcycle;
}

export function useUpdateVendorMotorcycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendorMotorcycle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorMotorcyclesQueryKey }),
  });
}
