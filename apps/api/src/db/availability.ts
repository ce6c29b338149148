/**
 * Failures that mean the database cannot be reached right now, not that the request was wrong:
 * the server refuses or drops connections, is shutting down or starting, or has no slot left.
 * They answer 503 with Retry-After instead of a 500.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** SQLSTATE: admin or crash shutdown, cannot connect now, too many connections. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres says these in words, with no code. */
const POOL_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

function unavailable(error: { code?: unknown; message?: unknown } | undefined): boolean {
  if (!error) return false;
  const code = typeof error.code === 'string' ? error.code : '';
  if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08')) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return POOL_MESSAGES.some((words) => message.includes(words));
}

/** True for the error itself or its cause (Drizzle wraps the driver's error in `cause`). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown; cause?: { code?: unknown; message?: unknown } };
  return unavailable(e) || unavailable(e?.cause);
}
