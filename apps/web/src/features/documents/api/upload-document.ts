import { type DocumentRecord, type UploadContext, uploadDocumentContract } from '@quincena/shared';
import { sendForm, type UploadOptions } from '../../../lib/upload.ts';

export interface UploadDocumentInput extends UploadOptions {
  file: File;
  documentType: string;
  applicationId?: string;
  context?: UploadContext;
  notes?: string;
}

/** POST /documents/upload-universal as multipart: the fields, then the file in `document`. */
export async function uploadDocument(input: UploadDocumentInput): Promise<DocumentRecord> {
  const form = new FormData();
  form.append('documentType', input.documentType);
  if (input.applicationId) form.append('applicationId', input.applicationId);
  if (input.context) form.append('context', input.context);
  if (input.notes) form.append('notes', input.notes);
  form.append('document', input.file, input.file.name);
  const { document } = await sendForm(uploadDocumentContract, { body: form }, input);
  return document;
}
