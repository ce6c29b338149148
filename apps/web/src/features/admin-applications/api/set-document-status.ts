import type { DocumentRecord } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminApplicationsQueryKey } from './list-admin-applications.ts';

/** PUT /documents/:id/status back to PENDING: undoes a verification (admins only, audited). */
export async function unverifyDocument(id: string): Promise<DocumentRecord> {
  const { document } = await api.put<{ document: DocumentRecord }>(
    `/documents/${encodeURIComponent(id)}/status`,
    { status: 'PENDING' },
  );
  return document;
}

export function useUnverifyDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unverifyDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminApplicationsQueryKey }),
  });
}
