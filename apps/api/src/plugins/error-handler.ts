import type { Socket } from 'node:net';
import { approvalMessages, messages } from '@quincena/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/availability.ts';
import { AppError, ValidationError } from '../errors.ts';
import { describeFailure } from '../logging.ts';

/** Framework errors we answer with our own code and Spanish text, by Fastify error code. */
const frameworkErrors: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: messages.payloadTooLarge },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: messages.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: messages.invalidInput,
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'VALIDATION_ERROR', message: messages.invalidInput },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'VALIDATION_ERROR', message: messages.invalidInput },
};

const UNIQUE_VIOLATION = '23505';

/** Unique clashes that mean something to the user, by constraint: their code and the field to fix. */
const uniqueClashes: Record<string, { code: string; message: string; field?: string }> = {
  approvals_one_pending_key: { code: 'APPROVAL_ALREADY_PENDING', message: approvalMessages.alreadyPending },
  customers_identity_document_key: {
    code: 'IDENTITY_ALREADY_REGISTERED',
    message: messages.identityAlreadyRegistered,
    field: 'identityNumber',
  },
};

/** The unique index a violation names (pg and PGlite put it on the error; Drizzle wraps it in `cause`). */
function clashingConstraint(error: unknown): string | undefined {
  const e = error as { constraint?: unknown; cause?: { constraint?: unknown } };
  const name = e.cause?.constraint ?? e.constraint;
  return typeof name === 'string' ? name : undefined;
}
/** Seconds a client should wait before retrying while the database is out of reach. */
const RETRY_AFTER_SECONDS = 5;

/** Half of a UTF-16 surrogate pair: not text at all, and PostgreSQL refuses it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when any string in a parsed query, params or JSON body cannot be stored as text. */
export function hasUnstorableText(value: unknown): boolean {
  // NUL: PostgreSQL text cannot hold it.
  if (typeof value === 'string') return value.includes('\u0000') || LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.entries(value).some(([key, inner]) => hasUnstorableText(key) || hasUnstorableText(inner));
  }
  return false;
}

/**
 * The router's own errors (a URL that is not valid UTF-8, a parameter over the length limit),
 * answered as the envelope; Fastify calls this before any route or hook runs.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send({ success: false, message: messages.invalidUrl, code: 'BAD_URL' });
}

/** Malformed HTTP (oversized headers, broken request line): the envelope, then close the socket. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return socket.destroy();
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ success: false, message: messages.invalidInput, code: 'BAD_REQUEST' });
  socket.end(
    `HTTP/1.1 ${status} Bad Request\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** One place turns every failure into the envelope; no stack trace or SQL text ever leaves the server. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (
      hasUnstorableText(request.query) ||
      hasUnstorableText(request.params) ||
      hasUnstorableText(request.body)
    ) {
      throw new ValidationError(messages.invalidText);
    }
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message,
      }));
      return reply.status(400).send({
        success: false,
        message: details[0]?.message ?? messages.invalidInput,
        code: 'VALIDATION_ERROR',
        details,
      });
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'application error');
      return reply.status(error.statusCode).send({
        success: false,
        message: error.message,
        code: error.code,
        ...(error.details === undefined ? {} : { details: error.details }),
      });
    }
    // A unique clash that no service foresaw (two requests racing for one phone, e-mail or
    // username) is the client's conflict, not a server failure.
    if (describeFailure(error).sqlState === UNIQUE_VIOLATION) {
      const clash = uniqueClashes[clashingConstraint(error) ?? ''];
      if (clash) {
        const { code, message, field } = clash;
        const details = field ? { details: [{ field, message }] } : {};
        return reply.status(409).send({ success: false, message, code, ...details });
      }
      request.log.warn({ failure: describeFailure(error) }, 'unique clash answered as 409');
      return reply.status(409).send({ success: false, message: messages.duplicate, code: 'CONFLICT' });
    }
    const known = error.code ? frameworkErrors[error.code] : undefined;
    if (known)
      return reply.status(known.status).send({ success: false, message: known.message, code: known.code });
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ success: false, message: messages.tooManyRequests, code: 'TOO_MANY_REQUESTS' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ success: false, message: messages.invalidInput, code: 'BAD_REQUEST' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ failure: describeFailure(error) }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ success: false, message: messages.serviceUnavailable, code: 'SERVICE_UNAVAILABLE' });
    }
    request.log.error({ failure: describeFailure(error) }, 'unhandled error');
    return reply.status(500).send({ success: false, message: messages.internal, code: 'INTERNAL_ERROR' });
  });
});
