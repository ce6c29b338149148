import { pathOf, type RequestOf, type ResponseOf, type RouteContract } from '@quincena/shared';
import { readStorage, STORAGE_KEYS } from './storage-keys.ts';

export const API_BASE_URL = '/api';
export const API_TIMEOUT_MS = 30_000;

export const API_MESSAGES = {
  timeout: 'La solicitud tardó demasiado. Intenta nuevamente.',
  network: 'No se pudo conectar con el servidor.',
  server: 'Error en el servidor. Intente nuevamente.',
  unexpected: 'Error inesperado. Intente nuevamente.',
} as const;

/** A failed call: the server's `{ success: false, message, code, details? }`, or a client-side failure. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived (timeout, network failure). */
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(init: { status: number; code: string; message: string; details?: unknown }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Query string parameters; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Cancels the call (TanStack Query passes one to query functions). */
  signal?: AbortSignal;
  timeoutMs?: number;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `token` is the bearer token the refused request carried (none when it carried none). */
type UnauthorizedListener = (error: ApiError, token: string | null) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called whenever a request answers 401, e.g. to clear an expired session. Returns an unsubscribe function. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

function bearerOf(header: string | undefined): string | null {
  if (!header) return null;
  return /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? header;
}

/** Whether the stored token is no longer `sent` (and another one is there to use). */
export function tokenReplaced(sent: string): boolean {
  const current = readStorage(STORAGE_KEYS.token);
  return current !== null && current !== sent;
}

/** `path` under `/api` with the query's values (null and undefined left out). */
export function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE_URL}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorFromResponse(status: number, body: unknown): ApiError {
  if (isRecord(body) && body.success === false) {
    return new ApiError({
      status,
      code: typeof body.code === 'string' ? body.code : 'HTTP_ERROR',
      message:
        typeof body.message === 'string' && body.message
          ? body.message
          : status >= 500
            ? API_MESSAGES.server
            : API_MESSAGES.unexpected,
      details: body.details,
    });
  }
  if (status >= 200 && status < 300) {
    return new ApiError({ status, code: 'INVALID_RESPONSE', message: API_MESSAGES.unexpected });
  }
  return new ApiError({
    status,
    code: 'HTTP_ERROR',
    message: status >= 500 ? API_MESSAGES.server : API_MESSAGES.unexpected,
  });
}

/**
 * One call with the stored token, the timeout and the caller's cancellation; `read` consumes the
 * body inside the timeout. A failure answer becomes an `ApiError` (401 listeners are told).
 */
async function exchange<R>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions,
  accept: string,
  read: (response: Response) => Promise<R>,
  retried = false,
): Promise<{ response: Response; payload: R }> {
  const headers: Record<string, string> = { Accept: accept, ...options.headers };
  const isFormData = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isFormData) headers['Content-Type'] = 'application/json';
  // An Authorization header given by the caller wins (e.g. the one-off token of a code verification).
  const callerToken = bearerOf(headers.Authorization);
  const storedToken = callerToken === null ? readStorage(STORAGE_KEYS.token) : null;
  if (storedToken) headers.Authorization = `Bearer ${storedToken}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_MS);
  const callerSignal = options.signal;
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) forwardAbort();
  else callerSignal?.addEventListener('abort', forwardAbort, { once: true });

  let response: Response;
  let payload: R | undefined;
  let failure: unknown;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: body === undefined ? undefined : isFormData ? body : JSON.stringify(body),
      signal: controller.signal,
    });
    // A failure's body is the JSON error envelope whatever was asked for.
    if (response.ok) payload = await read(response);
    else failure = await readJson(response);
  } catch (error) {
    if (timedOut) throw new ApiError({ status: 0, code: 'TIMEOUT', message: API_MESSAGES.timeout });
    // A cancellation requested by the caller is passed through untouched so TanStack Query can recognise it.
    if (callerSignal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: API_MESSAGES.network });
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }

  if (!response.ok) {
    // A token replaced while this call was on its way (a refresh rotates it, here or in another tab):
    // the server refused the old one, so the call is sent once more with the token stored now.
    if (response.status === 401 && !retried && storedToken && tokenReplaced(storedToken)) {
      return exchange(method, path, body, options, accept, read, true);
    }
    const error = errorFromResponse(response.status, failure);
    if (response.status === 401) {
      for (const listener of unauthorizedListeners) listener(error, callerToken ?? storedToken);
    }
    throw error;
  }
  return { response, payload: payload as R };
}

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const { response, payload } = await exchange(method, path, body, options, 'application/json', readJson);
  if (response.status === 204) return undefined as T;
  if (isRecord(payload) && payload.success === true) return payload.data as T;
  throw errorFromResponse(response.status, payload);
}

/**
 * A file at an address the API answered (`/api/documents/…/download`), fetched with the session's
 * token, which an <img src> or a plain link cannot send.
 */
export async function fetchFile(address: string, options: RequestOptions = {}): Promise<Blob> {
  const relative = address.startsWith(`${API_BASE_URL}/`) ? address.slice(API_BASE_URL.length) : address;
  const { payload } = await exchange('GET', relative, undefined, options, '*/*', (r) => r.blob());
  return payload;
}

type CallArgs<C extends RouteContract> =
  Record<string, never> extends RequestOf<C>
    ? [request?: RequestOf<C> & RequestOptions]
    : [request: RequestOf<C> & RequestOptions];

/**
 * Calls the operation `contract` declares (ADR 033): its method, its path with `params` filled in,
 * `query` and `body`; resolves with the envelope's `data` typed by the contract's response.
 */
export function call<C extends RouteContract>(contract: C, ...[input]: CallArgs<C>): Promise<ResponseOf<C>> {
  const { params, body, ...options } = (input ?? {}) as RequestOf<RouteContract> & RequestOptions;
  return request<ResponseOf<C>>(contract.method, pathOf(contract.path, params), body, options);
}

/** A download (`file: true`: CSV, PDF) of the operation `contract` declares, as a Blob. */
export async function download<C extends RouteContract & { file: true }>(
  contract: C,
  ...[input]: CallArgs<C>
): Promise<Blob> {
  const { params, ...options } = (input ?? {}) as RequestOf<RouteContract> & RequestOptions;
  const { payload } = await exchange(
    contract.method,
    pathOf(contract.path, params),
    undefined,
    options,
    '*/*',
    (r) => r.blob(),
  );
  return payload;
}

const CLIENT_ERROR_CODES = new Set<string>(['TIMEOUT', 'NETWORK_ERROR', 'HTTP_ERROR', 'INVALID_RESPONSE']);

/** The server's own message for a failure, or `fallback` when no error envelope came back. */
export function serverMessage(error: unknown, fallback: string): string {
  return isApiError(error) && !CLIENT_ERROR_CODES.has(error.code) ? error.message : fallback;
}
