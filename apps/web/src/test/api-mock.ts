import { vi } from 'vitest';

export interface MockResponse {
  status: number;
  body: unknown;
}

/** An answer, or a function of the request computing one; a pending promise keeps the call waiting. */
export type MockHandler =
  | MockResponse
  | ((request: { body: unknown; headers: Record<string, string> }) => MockResponse | Promise<MockResponse>);

export const ok = (data: unknown): MockResponse => ({ status: 200, body: { success: true, data } });
export const fail = (status: number, code: string, message: string): MockResponse => ({
  status,
  body: { success: false, code, message },
});

/**
 * Replaces `fetch` with answers keyed by 'METHOD /api/path'. A list answers in turn (the last one
 * repeats). An unknown call answers 404 so a test fails loudly instead of hanging.
 */
export function mockApi(handlers: Record<string, MockHandler | MockHandler[]>) {
  const counts = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const entry = handlers[key];
    if (!entry) {
      return new Response(JSON.stringify({ success: false, code: 'NOT_MOCKED', message: key }), {
        status: 404,
      });
    }
    const count = counts.get(key) ?? 0;
    counts.set(key, count + 1);
    const handler = Array.isArray(entry) ? (entry[Math.min(count, entry.length - 1)] as MockHandler) : entry;
    const request = {
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    const { status, body } = typeof handler === 'function' ? await handler(request) : handler;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);

  /** The calls made to 'METHOD /api/path', with their JSON bodies and headers. */
  const callsTo = (key: string) =>
    fetchMock.mock.calls
      .filter(
        ([input, init]) =>
          `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === key,
      )
      .map(([, init]) => ({
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: (init?.headers ?? {}) as Record<string, string>,
      }));

  return { fetchMock, callsTo };
}
