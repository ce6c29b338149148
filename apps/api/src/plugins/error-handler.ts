import { messages } from '@quincena/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';
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

/** One place turns every failure into the envelope; no stack trace or SQL text ever leaves the server. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
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
    request.log.error({ failure: describeFailure(error) }, 'unhandled error');
    return reply.status(500).send({ success: false, message: messages.internal, code: 'INTERNAL_ERROR' });
  });
});
