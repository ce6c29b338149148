import type { DocumentRecord, UploadContext } from '@quincena/shared';
import { API_BASE_URL, API_MESSAGES, ApiError } from '../../../lib/api-client.ts';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage-keys.ts';

export const UPLOAD_FAILED_MESSAGE = 'Error al subir el archivo';
/** A large file on a slow phone connection takes longer than the API's usual 30 s. */
export const UPLOAD_TIMEOUT_MS = 5 * 60_000;

export interface UploadDocumentInput {
  file: File;
  documentType: string;
  applicationId?: string;
  context?: UploadContext;
  notes?: string;
  /** Called as the bytes leave, with the share sent (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** The failure of an answered upload: the server's message, else 'Error al subir el archivo'. */
export function uploadError(status: number, body: unknown): ApiError {
  if (isRecord(body) && body.success === false && typeof body.message === 'string' && body.message) {
    return new ApiError({
      status,
      code: typeof body.code === 'string' ? body.code : 'HTTP_ERROR',
      message: body.message,
      details: body.details,
    });
  }
  return new ApiError({ status, code: 'HTTP_ERROR', message: UPLOAD_FAILED_MESSAGE });
}

/**
 * POST /documents/upload-universal as multipart (fields first, so the server knows the limits before
 * the file streams; the file in `document`). XMLHttpRequest rather than fetch, because only it reports
 * upload progress. The stored session's token is sent as on every call.
 */
export function uploadDocument(input: UploadDocumentInput): Promise<DocumentRecord> {
  const form = new FormData();
  form.append('documentType', input.documentType);
  if (input.applicationId) form.append('applicationId', input.applicationId);
  if (input.context) form.append('context', input.context);
  if (input.notes) form.append('notes', input.notes);
  form.append('document', input.file, input.file.name);

  return new Promise<DocumentRecord>((resolve, reject) => {
    if (input.signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_URL}/documents/upload-universal`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readStorage(STORAGE_KEYS.token);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;

    const onAbort = () => xhr.abort();
    input.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => input.signal?.removeEventListener('abort', onAbort);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) input.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      done();
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && isRecord(body) && body.success === true) {
        input.onProgress?.(1);
        resolve((body.data as { document: DocumentRecord }).document);
        return;
      }
      reject(uploadError(xhr.status, body));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: API_MESSAGES.network }));
    };
    xhr.ontimeout = () => {
      done();
      reject(new ApiError({ status: 0, code: 'TIMEOUT', message: API_MESSAGES.timeout }));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('Upload cancelled', 'AbortError'));
    };
    xhr.send(form);
  });
}
