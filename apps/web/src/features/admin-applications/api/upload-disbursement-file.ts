import { type DocumentRecord, uploadDocumentContract } from '@quincena/shared';
import { sendForm, type UploadOptions } from '../../../lib/upload.ts';

export interface DisbursementFileInput extends UploadOptions {
  applicationId: string;
  documentType: 'CONTRACT' | 'DIRECT_DISCOUNT';
  file: File;
}

/**
 * POST /documents/upload-universal with `context=disbursement` (5 MB, the contract PDF only). The
 * answer's `fileUrl` is what the disburse body names as `contractUrl` or `directDiscountUrl`.
 */
export async function uploadDisbursementFile(input: DisbursementFileInput): Promise<DocumentRecord> {
  const form = new FormData();
  form.append('documentType', input.documentType);
  form.append('applicationId', input.applicationId);
  form.append('context', 'disbursement');
  form.append('document', input.file, input.file.name);
  const { document } = await sendForm(
    uploadDocumentContract,
    { query: { context: 'disbursement' }, body: form },
    input,
  );
  return document;
}
