import type { UploadContext } from '@quincena/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../lib/api-client.ts';
import { UPLOAD_FAILED_MESSAGE } from '../../lib/upload.ts';
import { uploadDocument } from './api/upload-document.ts';
import { documentTypeLabel } from './document-types.ts';

export type UploadStatus = 'pending' | 'uploading' | 'done' | 'error';

/** One file of an upload run, as the progress list shows it. */
export interface UploadItem {
  documentType: string;
  label: string;
  fileName: string;
  status: UploadStatus;
  /** Share sent, 0 to 1. */
  progress: number;
  /** Why it failed: the server's message, else 'Error al subir el archivo'. */
  message?: string;
}

export interface UploadRequest {
  documentType: string;
  file: File;
}

export interface DocumentUploads {
  items: UploadItem[];
  /** Uploads the files one after another to the application; a failure is reported, never thrown. */
  run: (applicationId: string, documents: readonly UploadRequest[]) => Promise<UploadItem[]>;
  reset: () => void;
}

/**
 * Runs the uploads of a registration: one at a time (kinder to a phone's connection), each with its
 * progress, each failure kept as a message on its row. Leaving the page cancels what is still sending.
 */
export function useDocumentUploads(context: UploadContext): DocumentUploads {
  const [items, setItems] = useState<UploadItem[]>([]);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (applicationId: string, documents: readonly UploadRequest[]) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      let state: UploadItem[] = documents.map((d) => ({
        documentType: d.documentType,
        label: documentTypeLabel(d.documentType),
        fileName: d.file.name,
        status: 'pending',
        progress: 0,
      }));
      const update = (index: number, patch: Partial<UploadItem>) => {
        state = state.map((item, i) => (i === index ? { ...item, ...patch } : item));
        if (!current.signal.aborted) setItems(state);
      };
      setItems(state);

      for (const [index, doc] of documents.entries()) {
        if (current.signal.aborted) break;
        update(index, { status: 'uploading' });
        try {
          await uploadDocument({
            file: doc.file,
            documentType: doc.documentType,
            applicationId,
            context,
            signal: current.signal,
            onProgress: (progress) => update(index, { progress }),
          });
          update(index, { status: 'done', progress: 1 });
        } catch (error) {
          const message = isApiError(error) ? error.message : UPLOAD_FAILED_MESSAGE;
          update(index, { status: 'error', message });
        }
      }
      return state;
    },
    [context],
  );

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setItems([]);
  }, []);

  return { items, run, reset };
}
