import { deleteVendorMotorcycleContract } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { vendorMotorcyclesQueryKey } from './list-vendor-motorcycles.ts';

/** DELETE /vendor/motorcycles/:id (soft: applications keep the motorcycle they financed). */
export async function deleteVendorMotorcycle(id: string): Promise<void> {
  await call(deleteVendorMotorcycleContract, { params: { id } });
}

export function useDeleteVendorMotorcycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVendorMotorcycle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorMotorcyclesQueryKey }),
  });
}
