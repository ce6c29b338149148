import { type DocumentRecord, uploadApplicationDocumentContract } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendForm, type UploadOptions } from '../../../lib/upload.ts';
import { adminApplicationsQueryKey } from './list-admin-applications.ts';

export interface ExtraDocumentInput extends UploadOptions {
  applicationId: string;
  documentType: string;
  file: File;
  notes?: string;
}

/** POST /documents/upload/:applicationId: an extra document (APC, contract, other; Word allowed). */
export async function uploadExtraDocument(input: ExtraDocumentInput): Promise<DocumentRecord> {
  const form = new FormData();
  form.append('documentType', input.documentType);
  if (input.notes) form.append('notes', input.notes);
  form.append('document', input.file, input.file.name);
  const { document } = await sendForm(
    uploadApplicationDocumentContract,
    { params: { id: input.applicationId }, body: form },
    input,
  );
  return document;
}

export function useUploadExtraDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadExtraDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminApplicationsQueryKey }),
  });
}
