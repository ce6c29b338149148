import { defineRoute, type HttpMethod } from '@quincena/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  API_TIMEOUT_MS,
  ApiError,
  call,
  download,
  fetchFile,
  onUnauthorized,
  type RequestOptions,
} from './api-client.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Any operation, for testing the transport: a loose query and body. */
const anyRoute = (method: HttpMethod, path: `/${string}`) =>
  defineRoute({ method, path, query: z.record(z.string(), z.unknown()), body: z.unknown() });
const send = <T = unknown>(
  method: HttpMethod,
  path: `/${string}`,
  body?: unknown,
  options: RequestOptions = {},
) => call(anyRoute(method, path), { ...options, body }) as Promise<T>;

const exportRoute = defineRoute({
  method: 'GET',
  path: '/admin/payments/calendar/export',
  query: z.object({ status: z.string() }).partial(),
  file: true,
});

const fetchMock = vi.fn<typeof fetch>();

function lastCall(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [url, init = {}] = call;
  return { url: String(url), init, headers: (init.headers ?? {}) as Record<string, string> };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('calls declared by a contract', () => {
  const renameContract = defineRoute({
    method: 'PUT',
    path: '/admin/things/:thingId/names/:name',
    params: z.object({ thingId: z.string(), name: z.string() }),
    query: z.object({ dryRun: z.boolean().optional() }),
    body: z.object({ label: z.string() }),
    response: z.object({ id: z.string() }),
  });

  it('fills the path, sends the query and body, and resolves with the data', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: { id: 't/1' } }));

    const data = await call(renameContract, {
      params: { thingId: 't/1', name: 'ñandú' },
      query: { dryRun: true },
      body: { label: 'Nuevo' },
    });

    expect(data).toEqual({ id: 't/1' });
    const { url, init } = lastCall();
    expect(url).toBe('/api/admin/things/t%2F1/names/%C3%B1and%C3%BA?dryRun=true');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"label":"Nuevo"}');
  });

  it('downloads a file operation as a Blob', async () => {
    const exportContract = defineRoute({
      method: 'GET',
      path: '/admin/things/export',
      query: z.object({ q: z.string() }),
      file: true,
    });
    fetchMock.mockResolvedValue(new Response('a;b\n1;2', { headers: { 'Content-Type': 'text/csv' } }));

    const blob = await download(exportContract, { query: { q: 'x' } });

    expect(await blob.text()).toBe('a;b\n1;2');
    expect(lastCall().url).toBe('/api/admin/things/export?q=x');
    expect(lastCall().headers.Accept).toBe('*/*');
  });
});

describe('api client', () => {
  it('returns the data of a success envelope', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: { motorcycles: [{ id: 'm1' }] } }));

    const data = await send<{ motorcycles: { id: string }[] }>('GET', '/motorcycles/available');

    expect(data).toEqual({ motorcycles: [{ id: 'm1' }] });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/motorcycles/available');
    expect(init.method).toBe('GET');
    expect(headers.Authorization).toBeUndefined();
  });

  it('sends JSON bodies and query parameters', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: { ok: true }, message: 'Listo' }, 201));

    await send(
      'POST',
      '/auth/send-otp',
      { phoneNumber: '61234567' },
      { query: { page: 2, search: 'ana', x: undefined } },
    );

    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/auth/send-otp?page=2&search=ana');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"phoneNumber":"61234567"}');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('adds the stored token as a Bearer header', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'abc.def.ghi');
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: null }));

    await send('PUT', '/vendor/profile', { city: 'David' });

    expect(lastCall().headers.Authorization).toBe('Bearer abc.def.ghi');
  });

  it('keeps an Authorization header given by the caller', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'stored.token');
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: { hasPin: true } }));

    await send('POST', '/auth/customer/set-pin', {}, { headers: { Authorization: 'Bearer one.off' } });

    expect(lastCall().headers.Authorization).toBe('Bearer one.off');
  });

  it('throws an ApiError with the code and message of an error envelope', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          success: false,
          message: 'Cliente ya existe',
          code: 'CUSTOMER_ALREADY_EXISTS',
          details: { field: 'phone' },
        },
        409,
      ),
    );

    const error = await send('POST', '/customers', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'CUSTOMER_ALREADY_EXISTS',
      message: 'Cliente ya existe',
      details: { field: 'phone' },
    });
  });

  it('tells 401 listeners, then throws', async () => {
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, message: 'Token requerido', code: 'TOKEN_MISSING' }, 401),
    );

    await expect(send('GET', '/auth/me')).rejects.toMatchObject({ status: 401, code: 'TOKEN_MISSING' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('tells 401 listeners the token the refused call carried', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'stored.token');
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    fetchMock.mockImplementation(async () =>
      jsonResponse({ success: false, message: 'Sesión expirada', code: 'TOKEN_REVOKED' }, 401),
    );

    await expect(send('GET', '/auth/me')).rejects.toMatchObject({ status: 401 });
    await expect(
      send('POST', '/auth/customer/set-pin', {}, { headers: { Authorization: 'Bearer one.off' } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(listener.mock.calls.map(([, token]) => token)).toEqual(['stored.token', 'one.off']);
    unsubscribe();
  });

  it('sends a call once more with the stored token when a refresh replaced the one it carried', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'old.token');
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    fetchMock.mockImplementation(async (_url, init) => {
      const auth = ((init?.headers ?? {}) as Record<string, string>).Authorization;
      if (auth === 'Bearer new.token') return jsonResponse({ success: true, data: { ok: true } });
      // The refresh (in this tab or another) landed while the call was on its way.
      localStorage.setItem(STORAGE_KEYS.token, 'new.token');
      return jsonResponse({ success: false, message: 'Sesión expirada', code: 'TOKEN_REVOKED' }, 401);
    });

    await expect(send('POST', '/customers/payments', { amount: 5 })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(lastCall().init.body).toBe(JSON.stringify({ amount: 5 }));
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('sends it once more only: a 401 for the token stored now is the end of the session', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token.1');
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    let n = 1;
    fetchMock.mockImplementation(async () => {
      n += 1;
      localStorage.setItem(STORAGE_KEYS.token, `token.${n}`);
      return jsonResponse({ success: false, message: 'Sesión expirada', code: 'TOKEN_REVOKED' }, 401);
    });

    await expect(send('GET', '/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('turns a non-JSON server failure into a generic ApiError', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));

    await expect(send('GET', '/health')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
      message: 'Error en el servidor. Intente nuevamente.',
    });
  });

  it('fetches a file answer with the token, from a path or an address the API gave', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    fetchMock.mockImplementation(
      async () => new Response('a,b\r\n', { headers: { 'Content-Type': 'text/csv' } }),
    );

    const csv = await download(exportRoute, { query: { status: 'paid' } });
    expect(await csv.text()).toBe('a,b\r\n');
    expect(lastCall().url).toBe('/api/admin/payments/calendar/export?status=paid');
    expect(lastCall().headers.Authorization).toBe('Bearer tok');

    await fetchFile('/api/documents/d1/download');
    expect(lastCall().url).toBe('/api/documents/d1/download');
  });

  it('reads the error envelope of a failed file answer', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, code: 'VALIDATION_ERROR', message: 'Fecha no válida.' }, 400),
    );

    await expect(download(exportRoute)).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Fecha no válida.',
    });
  });

  it('resolves undefined for 204 No Content', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(send('DELETE', '/motorcycles/m1')).resolves.toBeUndefined();
  });

  it('gives a TIMEOUT ApiError after 30 seconds', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );

    const pending = send('GET', '/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls.at(-1)?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      code: 'TIMEOUT',
      message: 'La solicitud tardó demasiado. Intenta nuevamente.',
    });
  });

  it('gives a NETWORK_ERROR ApiError when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(send('GET', '/auth/me')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'No se pudo conectar con el servidor.',
    });
  });

  it('passes a caller cancellation through instead of reporting a network error', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );

    const pending = send('GET', '/vendor/customers', undefined, { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    controller.abort();

    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
