import { isApiError } from './api-client.ts';

const MAX_RETRY_DELAY_MS = 30_000;

/**
 * A TanStack `retry` that tries again, up to `maxRetries` times, only what may pass on its own
 * (no answer, 5xx, 429); a 4xx will not change.
 */
export const retryTransient =
  (maxRetries: number) =>
  (failureCount: number, error: Error): boolean => {
    if (failureCount >= maxRetries) return false;
    if (!isApiError(error)) return true;
    return error.status === 0 || error.status === 429 || error.status >= 500;
  };

/** 1 s, 2 s, 4 s … capped at 30 s. */
export const backoffDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
