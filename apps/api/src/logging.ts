const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'pin',
  'otp',
  'code',
  'token',
  'passwordHash',
  'pinHash',
  'codeHash',
];

/** Pino redaction: whatever object is logged, these never reach the output, at the top or one level down. */
export const logRedaction = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    ...SECRET_FIELDS,
    ...SECRET_FIELDS.map((field) => `*.${field}`),
  ],
  censor: '[oculto]',
};

/**
 * A request as the log keeps it: the method and the route's pattern ('/api/vendor/customers/:id'),
 * never the address typed, whose query and path carry searches, phone numbers and ids.
 */
export function requestForLog(request: {
  method: string;
  url: string;
  id?: string;
  routeOptions?: { url?: string };
}) {
  return {
    id: request.id,
    method: request.method,
    route: request.routeOptions?.url ?? request.url.split('?')[0]?.replace(/\/[^/]*\d[^/]*/g, '/…'),
  };
}

/**
 * What a log may say about an unexpected failure: its kind, the database's error code and the
 * query's shape (with $1 placeholders), never the message, parameters, detail or stack, which
 * carry values (hashes, names, phones) a log must not keep.
 */
export function describeFailure(error: unknown) {
  const e = error as {
    name?: string;
    code?: unknown;
    query?: unknown;
    cause?: { code?: unknown; name?: string };
  };
  const code = e.cause?.code ?? e.code;
  return {
    type: e.name ?? typeof error,
    ...(typeof code === 'string' ? { sqlState: code } : {}),
    ...(typeof e.query === 'string' ? { query: e.query.slice(0, 300) } : {}),
    ...(e.cause?.name ? { cause: e.cause.name } : {}),
  };
}
