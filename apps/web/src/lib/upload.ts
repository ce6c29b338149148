import { pathOf, type RequestOf, type ResponseOf, type RouteContract } from '@quincena/shared';
import { API_MESSAGES, ApiError, buildUrl, tokenReplaced } from './api-client.ts';
import { readStorage, STORAGE_KEYS } from './storage-keys.ts';

export const UPLOAD_FAILED_MESSAGE = 'Error al subir el archivo';
/** A large file on a slow phone connection takes longer than the API's usual 30 s. */
export const UPLOAD_TIMEOUT_MS = 5 * 60_000;

export interface UploadOptions {
  /** Called as the bytes leave, with the share sent (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an `Idempotency-Key`. */
  headers?: Record<string, string>;
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
function uploadError(status: number, body: unknown): ApiError {
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
 * Sends the multipart form of the operation `contract` declares (ADR 033): its method, its path with
 * `params` filled in and `query`, and `body` the form; resolves with the envelope's `data` like `call`,
 * but through XMLHttpRequest, because only it reports upload progress. Put the fields before the
 * file, so the server knows the limits before the file streams. The stored session's token is sent.
 */
export function sendForm<C extends RouteContract>(
  contract: C,
  request: Omit<RequestOf<C>, 'body'> & { body: FormData },
  options: UploadOptions = {},
): Promise<ResponseOf<C>> {
  const { params, query, body } = request as {
    params?: Record<string, unknown>;
    query?: Record<string, string>;
    body: FormData;
  };
  const url = buildUrl(pathOf(contract.path, params), query);
  return upload<ResponseOf<C>>(contract.method, url, body, options, false);
}

function upload<T>(
  method: RouteContract['method'],
  url: string,
  form: FormData,
  options: UploadOptions,
  retried: boolean,
): Promise<T> {
  const { onProgress, signal, headers = {} } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    const token = readStorage(STORAGE_KEYS.token);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      done();
      // The token was replaced (a refresh) while the file was on its way: once more with the new one.
      if (xhr.status === 401 && !retried && token && tokenReplaced(token)) {
        upload<T>(method, url, form, options, true).then(resolve, reject);
        return;
      }
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && isRecord(body) && body.success === true) {
        onProgress?.(1);
        resolve(body.data as T);
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
