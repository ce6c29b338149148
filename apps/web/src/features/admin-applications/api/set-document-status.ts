import { type DocumentRecord, setDocumentStatusContract } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adminApplicationsQueryKey } from './list-admin-applications.ts';

/** PUT /documents/:id/status back to PENDING: undoes a verification (admins only, audited). */
export async function unverifyDocument(id: string): Promise<DocumentRecord> {
  const { document } = await call(setDocumentStatusContract, {
    params: { id },
    body: { status: 'PENDING' },
  });
  return document;
}

export function useUnverifyDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unverifyDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminApplicationsQueryKey }),
  });
}
