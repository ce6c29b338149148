import { Readable } from 'node:stream';
import type { RouteContract } from '@quincena/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { ValidationError } from '../errors.ts';
import type { UploadPart } from '../modules/documents/index.ts';

/**
 * The form is read as a stream by the service, not parsed into `body`: the zod schema of the form
 * is there for the OpenAPI document only, so body validation is a pass-through on these routes.
 */
export const multipartRoute = {
  validatorCompiler: <T>(route: FastifyRouteSchemaDef<T>) =>
    route.httpPart === 'body'
      ? (data: unknown) => ({ value: data })
      : zodValidatorCompiler(route as unknown as Parameters<typeof zodValidatorCompiler>[0]),
};

/**
 * The documentation of a multipart contract's route (its third `routeOf` argument): the form its
 * `body` declares goes to the OpenAPI document, typed `unknown` since the handler never reads it.
 */
export const multipartDocs = (contract: RouteContract & { multipart: true }) => ({
  consumes: ['multipart/form-data'],
  body: contract.body as unknown,
});

const MALFORMED_MULTIPART = 'El formulario enviado está incompleto o mal formado.';

/** A file part's bytes; the parser failing mid-file (a body cut short) is the client's error. */
async function* clientBytes(file: Readable): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of file) yield chunk as Buffer;
  } catch (err) {
    // The parser's own limit errors (FST_…) keep their meaning; the rest is a broken body.
    if ((err as { code?: string }).code) throw err;
    throw new ValidationError(MALFORMED_MULTIPART, undefined, 'MALFORMED_MULTIPART');
  }
}

/** The multipart form as parts the services understand; parser limits become Spanish 400s. */
export async function* formParts(req: FastifyRequest): AsyncGenerator<UploadPart> {
  if (!req.isMultipart()) {
    throw new ValidationError(
      'El archivo debe enviarse como multipart/form-data.',
      undefined,
      'MULTIPART_REQUIRED',
    );
  }
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        yield { type: 'field', name: part.fieldname, value: String(part.value ?? '') };
      } else {
        const file = part.file;
        const stream = Readable.from(clientBytes(file));
        // A part the service skips is drained with resume(): a body cut short there errors on a
        // stream nobody reads, and an unheard 'error' ends the process. Readers still get it.
        stream.on('error', () => {});
        yield {
          type: 'file',
          name: part.fieldname,
          filename: part.filename ?? '',
          stream,
          truncated: () => file.truncated,
        };
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    // The service already saw the file cut (`truncated`) and answers 413 with the right limit.
    if (code === 'FST_REQ_FILE_TOO_LARGE') return;
    if (code === 'FST_FILES_LIMIT') {
      throw new ValidationError('Solo se permite un archivo por solicitud.', undefined, 'TOO_MANY_FILES');
    }
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new ValidationError('El formulario tiene demasiados campos.', undefined, 'TOO_MANY_FIELDS');
    }
    // Anything else the parser throws is the client's body: no boundary, cut short, malformed.
    throw new ValidationError(MALFORMED_MULTIPART, undefined, 'MALFORMED_MULTIPART');
  } finally {
    // Refused mid-file: the parser let go of the request, so drain what the client still sends;
    // otherwise the connection stalls and the client never gets to its next request.
    if (!req.raw.complete) req.raw.resume();
  }
}
