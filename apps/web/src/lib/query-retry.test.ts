import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { backoffDelay, retryTransient } from './query-retry.ts';

describe('query retry policy', () => {
  const error = (status: number) => new ApiError({ status, code: 'X', message: 'x' });

  it('retries 3 times what may pass (no answer, 5xx, 429), never a 4xx', () => {
    expect(retryTransient(3)(0, error(0))).toBe(true);
    expect(retryTransient(3)(2, error(503))).toBe(true);
    expect(retryTransient(3)(3, error(503))).toBe(false);
    expect(retryTransient(3)(0, error(429))).toBe(true);
    expect(retryTransient(3)(0, error(404))).toBe(false);
  });

  it('backs off exponentially up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
