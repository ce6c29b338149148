import { Readable } from 'node:stream';
import {
  documentListQuery,
  documentRecord,
  pagination,
  successEnvelope,
  updateDocumentStatusBody,
  uploadDocumentForm,
  uploadDocumentQuery,
} from '@quincena/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import {
  type FastifyPluginAsyncZod,
  validatorCompiler as zodValidatorCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '../../errors.ts';
import { idParams, ok } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import * as service from './documents.service.ts';

const documentEnvelope = successEnvelope(z.object({ document: documentRecord }));

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

/** The multipart form as parts the service understands; parser limits become Spanish 400s. */
export async function* formParts(req: FastifyRequest): AsyncGenerator<service.UploadPart> {
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

/** Documents of customers and applications: vendors, customers and admins, each limited to their own. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['documents'], security: [{ bearerAuth: [] }] };
  const deps = (): service.DocumentDeps => ({
    db: app.db,
    storage: app.documentStorage,
    clock: app.clock,
    log: app.log,
  });
  app.addHook('onRequest', app.requireRole('vendor', 'customer', 'admin'));

  app.post(
    '/upload-universal',
    {
      ...multipartRoute,
      schema: {
        ...schema,
        summary: 'Sube un documento (a una solicitud, a un cliente o al cliente en sesión)',
        consumes: ['multipart/form-data'],
        querystring: uploadDocumentQuery,
        body: uploadDocumentForm,
        response: { 201: documentEnvelope },
      },
    },
    async (req, reply) => {
      const document = await service.uploadDocument(deps(), sessionOf(req), {
        parts: formParts(req),
        context: req.query.context,
      });
      return reply.status(201).send(ok({ document }, 'Documento subido'));
    },
  );
  app.post(
    '/upload/:id',
    {
      ...multipartRoute,
      schema: {
        ...schema,
        summary: 'Sube un documento a la solicitud :id',
        consumes: ['multipart/form-data'],
        params: idParams,
        querystring: uploadDocumentQuery,
        body: uploadDocumentForm.omit({ applicationId: true }),
        response: { 201: documentEnvelope },
      },
    },
    async (req, reply) => {
      const document = await service.uploadDocument(deps(), sessionOf(req), {
        parts: formParts(req),
        applicationId: req.params.id,
        context: req.query.context,
      });
      return reply.status(201).send(ok({ document }, 'Documento subido'));
    },
  );
  app.get(
    '/',
    {
      schema: {
        ...schema,
        querystring: documentListQuery,
        response: {
          200: successEnvelope(z.object({ documents: z.array(documentRecord), pagination })),
        },
      },
    },
    async (req) => ok(await service.listDocuments(app.db, sessionOf(req), req.query)),
  );
  app.get(
    '/application/:id',
    {
      schema: {
        ...schema,
        params: idParams,
        response: { 200: successEnvelope(z.object({ documents: z.array(documentRecord) })) },
      },
    },
    async (req) => ok(await service.getApplicationDocuments(app.db, sessionOf(req), req.params.id)),
  );
  app.get(
    '/:id',
    { schema: { ...schema, params: idParams, response: { 200: documentEnvelope } } },
    async (req) => ok({ document: await service.getDocument(app.db, sessionOf(req), req.params.id) }),
  );
  app.get(
    '/:id/download',
    {
      schema: {
        ...schema,
        summary: 'Descarga el archivo (attachment, con el tipo detectado al subirlo)',
        params: idParams,
      },
    },
    async (req, reply) => {
      const { document, stream } = await service.openDocumentFile(deps(), sessionOf(req), req.params.id);
      return reply
        .header('Content-Type', document.mimeType)
        .header('Content-Length', document.fileSize)
        .header('Content-Disposition', contentDisposition(document.originalName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );
  app.delete(
    '/:id',
    {
      schema: {
        ...schema,
        params: idParams,
        response: { 200: successEnvelope(z.object({ id: z.string() })) },
      },
    },
    async (req) => {
      await service.deleteDocument(deps(), sessionOf(req), req.params.id);
      return ok({ id: req.params.id }, 'Documento eliminado');
    },
  );
  app.put(
    '/:id/status',
    {
      schema: {
        ...schema,
        summary: 'Cambia el estado de revisión (solo administradores)',
        params: idParams,
        body: updateDocumentStatusBody,
        response: { 200: documentEnvelope },
      },
    },
    async (req) =>
      ok(
        { document: await service.setDocumentStatus(deps(), sessionOf(req), req.params.id, req.body) },
        'Estado del documento actualizado',
      ),
  );
};

/** The back-office "verify" action on a document. */
export const adminDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['admin: documents'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));

  app.put(
    '/:id/verify',
    { schema: { ...schema, params: idParams, response: { 200: documentEnvelope } } },
    async (req) =>
      ok(
        {
          document: await service.setDocumentStatus(
            { db: app.db, clock: app.clock },
            sessionOf(req),
            req.params.id,
            { status: 'VERIFIED' },
          ),
        },
        'Documento verificado',
      ),
  );
};

/** An attachment header safe for any name: an ASCII fallback plus the exact UTF-8 name (RFC 6266). */
export function contentDisposition(name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]|["\\]/g, '_')
      .trim() || 'documento';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
