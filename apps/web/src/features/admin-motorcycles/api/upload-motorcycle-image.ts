import { MOTORCYCLE_IMAGE_FIELD, type Motorcycle, uploadMotorcycleImageContract } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adminMotorcyclesQueryKey } from './list-admin-motorcycles.ts';

export interface UploadMotorcycleImageInput {
  id: string;
  file: File;
}

/** POST /motorcycles/:id/image (admins): multipart field `image`; JPEG, PNG or WebP, 5 MB at most. */
export async function uploadMotorcycleImage({ id, file }: UploadMotorcycleImageInput): Promise<Motorcycle> {
  const form = new FormData();
  form.append(MOTORCYCLE_IMAGE_FIELD, file);
  const { motorcycle } = await call(uploadMotorcycleImageContract, { params: { id }, body: form });
  return motorcycle;
}

export function useUploadMotorcycleImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMotorcycleImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMotorcyclesQueryKey }),
  });
}
