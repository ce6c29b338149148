import { DocumentPicker } from '../features/documents/components/document-picker.tsx';
import { UploadProgressList } from '../features/documents/components/upload-progress-list.tsx';
import { documentTypeLabel } from '../features/documents/document-types.ts';
import { useDocumentUploads } from '../features/documents/use-document-uploads.ts';
import type { DocumentsKit } from '../features/onboarding/documents-kit.ts';

/** The documents feature's parts, as the routes hand them to an onboarding wizard (features don't import each other). */
export function useOnboardingDocuments(): DocumentsKit {
  const uploads = useDocumentUploads('onboarding');
  return { Picker: DocumentPicker, ProgressList: UploadProgressList, uploads, labelOf: documentTypeLabel };
}
