import { type DocumentRecord, verifyDocumentContract } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adminApplicationsQueryKey } from './list-admin-applications.ts';

/** PUT /admin/documents/:id/verify: PENDING → VERIFIED. */
export async function verifyDocument(id: string): Promise<DocumentRecord> {
  const { document } = await call(verifyDocumentContract, { params: { id } });
  return document;
}

export function useVerifyDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminApplicationsQueryKey }),
  });
}
