import {
  deleteDocumentContract,
  downloadDocumentContract,
  getDocumentContract,
  listApplicationDocumentsContract,
  listDocumentsContract,
  setDocumentStatusContract,
  uploadApplicationDocumentContract,
  uploadDocumentContract,
  verifyDocumentContract,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { formParts, multipartDocs, multipartRoute } from '../../plugins/multipart.ts';
import * as service from './documents.service.ts';

/** Documents of customers and applications: vendors, customers and admins, each limited to their own. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['documents'], security: [{ bearerAuth: [] }] };
  const deps = (): service.DocumentDeps => ({
    db: app.db,
    storage: app.documentStorage,
    clock: app.clock,
    log: app.log,
  });
  app.addHook('onRequest', app.requireRole('vendor', 'customer', 'admin'));

  app.route({
    ...routeOf(app, uploadDocumentContract, {
      ...docs,
      summary: 'Sube un documento (a una solicitud, a un cliente o al cliente en sesión)',
      ...multipartDocs(uploadDocumentContract),
    }),
    ...multipartRoute,
    handler: async (req, reply) => {
      const document = await service.uploadDocument(deps(), sessionOf(req), {
        parts: formParts(req),
        context: req.query.context,
      });
      return reply.status(201).send(ok({ document }, 'Documento subido'));
    },
  });
  app.route({
    ...routeOf(app, uploadApplicationDocumentContract, {
      ...docs,
      summary: 'Sube un documento a la solicitud :id',
      ...multipartDocs(uploadApplicationDocumentContract),
    }),
    ...multipartRoute,
    handler: async (req, reply) => {
      const document = await service.uploadDocument(deps(), sessionOf(req), {
        parts: formParts(req),
        applicationId: req.params.id,
        context: req.query.context,
      });
      return reply.status(201).send(ok({ document }, 'Documento subido'));
    },
  });
  app.route({
    ...routeOf(app, listDocumentsContract, docs),
    handler: async (req) => ok(await service.listDocuments(app.db, sessionOf(req), req.query)),
  });
  app.route({
    ...routeOf(app, listApplicationDocumentsContract, docs),
    handler: async (req) => ok(await service.getApplicationDocuments(app.db, sessionOf(req), req.params.id)),
  });
  app.route({
    ...routeOf(app, getDocumentContract, docs),
    handler: async (req) =>
      ok({ document: await service.getDocument(app.db, sessionOf(req), req.params.id) }),
  });
  app.route({
    ...routeOf(app, downloadDocumentContract, {
      ...docs,
      summary: 'Descarga el archivo (attachment, con el tipo detectado al subirlo)',
    }),
    handler: async (req, reply) => {
      const { document, stream } = await service.openDocumentFile(deps(), sessionOf(req), req.params.id);
      return reply
        .header('Content-Type', document.mimeType)
        .header('Content-Length', document.fileSize)
        .header('Content-Disposition', contentDisposition(document.originalName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  });
  app.route({
    ...routeOf(app, deleteDocumentContract, docs),
    handler: async (req) => {
      await service.deleteDocument(deps(), sessionOf(req), req.params.id);
      return ok({ id: req.params.id }, 'Documento eliminado');
    },
  });
  app.route({
    ...routeOf(app, setDocumentStatusContract, {
      ...docs,
      summary: 'Cambia el estado de revisión (solo administradores)',
    }),
    handler: async (req) =>
      ok(
        { document: await service.setDocumentStatus(deps(), sessionOf(req), req.params.id, req.body) },
        'Estado del documento actualizado',
      ),
  });
};

/** The back-office "verify" action on a document. */
export const adminDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['admin: documents'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));

  app.route({
    ...routeOf(app, verifyDocumentContract, docs),
    handler: async (req) =>
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
  });
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
