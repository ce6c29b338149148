import { Readable } from 'node:stream';
import {
  acceptedFileKinds,
  buildPagination,
  DISBURSEMENT_DOCUMENT_TYPES,
  DOCUMENT_TYPES,
  type DocumentListQuery,
  type DocumentRecord,
  type DocumentStatus,
  type DocumentType,
  documentMessages,
  documentSizeLimit,
  FILE_KINDS,
  type FileKind,
  MAX_DOCUMENT_BYTES,
  UPLOAD_CONTEXTS,
  type UploadContext,
  uploadDocumentFields,
} from '@quincena/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { type DocumentStorage, StoredObjectNotFoundError } from '../../infra/storage/index.ts';
import type { Session } from '../../plugins/auth.ts';
import { auditDeleted, auditDiff, recordAudit } from '../audit/index.ts';
import { subjectOf } from '../auth/index.ts';
import { findCustomerById } from '../customers/index.ts';
import {
  type DocumentRow,
  documentSnapshot,
  findApplicationOwners,
  findVisibleDocument,
  insertDocument,
  isCustomerLinkedToVendor,
  listApplicationDocuments,
  listVisibleDocuments,
  lockLiveDocument,
  toDocumentRecord,
  updateLiveDocument,
  type Viewer,
} from './documents.repository.ts';
import { type GuardResult, guardUpload, UploadTooLargeError, UploadTypeError } from './file-content.ts';

export interface DocumentDeps {
  db: Database;
  storage: DocumentStorage;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** One part of a multipart form, as the routes hand it over (independent of the HTTP library). */
export type UploadPart =
  | { type: 'field'; name: string; value: string }
  | {
      type: 'file';
      name: string;
      filename: string;
      stream: Readable;
      /** True when the parser cut the file at its own (largest) limit. */
      truncated(): boolean;
    };

const FILE_FIELD_NAMES = ['document', 'file'];
const TEXT_FIELD_NAMES = ['documentType', 'applicationId', 'customerId', 'notes', 'context'] as const;

const notFound = () => new NotFoundError(documentMessages.documentNotFound, 'DOCUMENT_NOT_FOUND');
const applicationNotFound = () =>
  new NotFoundError(documentMessages.applicationNotFound, 'APPLICATION_NOT_FOUND');
const customerNotFound = () => new NotFoundError(documentMessages.customerNotFound, 'CUSTOMER_NOT_FOUND');
const tooLarge = (limit: number) => new AppError(413, 'FILE_TOO_LARGE', documentMessages.fileTooLarge(limit));
const invalidType = (kinds: readonly FileKind[]) =>
  new ValidationError(documentMessages.invalidFileType(kinds), undefined, 'INVALID_FILE_TYPE');

function viewerOf(session: Session): Viewer {
  if (session.role === 'admin') return { role: 'admin', adminId: session.adminId };
  if (session.role === 'vendor') return { role: 'vendor', vendorId: session.vendorId };
  return { role: 'customer', customerId: session.customerId };
}

const actorOf = (session: Session) => ({ role: session.role, id: subjectOf(session) });

function requireAdmin(session: Session) {
  if (session.role !== 'admin') throw new ForbiddenError();
}

/** A live application the caller may reach, or 404 (also for one that exists but is not theirs). */
async function reachableApplication(db: Executor, viewer: Viewer, applicationId: string) {
  const application = await findApplicationOwners(db, applicationId);
  const reachable =
    application &&
    (viewer.role === 'admin' ||
      (viewer.role === 'vendor' && application.vendorId === viewer.vendorId) ||
      (viewer.role === 'customer' && application.customerId === viewer.customerId));
  if (!reachable) throw applicationNotFound();
  return application;
}

/** A live customer the caller may reach: admins any, vendors those linked to them, a customer itself. */
async function assertReachableCustomer(db: Executor, viewer: Viewer, customerId: string) {
  const reachable =
    viewer.role === 'admin'
      ? true
      : viewer.role === 'vendor'
        ? await isCustomerLinkedToVendor(db, viewer.vendorId, customerId)
        : viewer.customerId === customerId;
  if (!reachable || !(await findCustomerById(db, customerId))) throw customerNotFound();
}

/** What a document is attached to: an application fixes the customer; a customer alone is also fine. */
async function resolveTarget(
  db: Executor,
  viewer: Viewer,
  ids: { applicationId?: string; customerId?: string },
): Promise<{ applicationId: string | null; customerId: string }> {
  if (ids.applicationId) {
    const application = await reachableApplication(db, viewer, ids.applicationId);
    if (ids.customerId && ids.customerId !== application.customerId) {
      throw new ValidationError('El cliente no corresponde a la solicitud.', [
        { field: 'customerId', message: 'El cliente no corresponde a la solicitud.' },
      ]);
    }
    return { applicationId: application.id, customerId: application.customerId };
  }
  if (ids.customerId) {
    await assertReachableCustomer(db, viewer, ids.customerId);
    return { applicationId: null, customerId: ids.customerId };
  }
  if (viewer.role === 'customer') return { applicationId: null, customerId: viewer.customerId };
  throw new ValidationError(documentMessages.targetRequired, undefined, 'DOCUMENT_TARGET_REQUIRED');
}

const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | undefined =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/**
 * The limit and formats to enforce while the file streams, from the fields sent before it. Fields
 * may also come after the file, so this is the loosest rule they could still lead to; the final
 * rule is checked again once every field is known.
 */
function streamingRule(fields: Record<string, string>, role: Viewer['role'], queryContext?: UploadContext) {
  const documentType = oneOf<DocumentType>(DOCUMENT_TYPES, fields.documentType);
  const context = oneOf<UploadContext>(UPLOAD_CONTEXTS, fields.context) ?? queryContext;
  const sizeSettled = context !== undefined || oneOf(DISBURSEMENT_DOCUMENT_TYPES, documentType) !== undefined;
  return {
    maxBytes: sizeSettled ? documentSizeLimit(documentType, context) : MAX_DOCUMENT_BYTES,
    // An unknown type or context gets the loosest list (the general one); the end check is exact.
    accepted: acceptedFileKinds(documentType, role, context),
  };
}

/** Keeps a displayable, path-free name: the last path segment, no control characters, bounded. */
function cleanOriginalName(filename: string, kind: FileKind): string {
  const base = (filename.split(/[\\/]/).pop() ?? '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(-200);
  return base || `documento.${FILE_KINDS[kind].extension}`;
}

interface StoredUpload {
  key: string;
  size: number;
  kind: FileKind;
  truncated: boolean;
  originalName: string;
}

/**
 * Stores an upload: reads the form, writes the file through the content and size guard, checks
 * the fields and who may attach to what, and records the row and its audit entry together. Any
 * failure leaves nothing behind: no row, no file.
 */
export async function uploadDocument(
  deps: DocumentDeps,
  session: Session,
  input: { parts: AsyncIterable<UploadPart>; applicationId?: string; context?: UploadContext },
): Promise<DocumentRecord> {
  const viewer = viewerOf(session);
  const fields: Record<string, string> = {};
  let stored: StoredUpload | undefined;
  try {
    // Uploading to a given application: refuse a foreign one before reading a byte of the file.
    if (input.applicationId) await reachableApplication(deps.db, viewer, input.applicationId);

    for await (const part of input.parts) {
      if (part.type === 'field') {
        const name = part.name as (typeof TEXT_FIELD_NAMES)[number];
        // Blank fields (FormData sends '' for an empty input) count as absent; the first value wins.
        if (TEXT_FIELD_NAMES.includes(name) && !(name in fields) && part.value.trim() !== '') {
          fields[name] = part.value;
        }
        continue;
      }
      if (!FILE_FIELD_NAMES.includes(part.name) || stored) {
        part.stream.resume();
        continue;
      }
      const rule = streamingRule(fields, viewer.role, input.context);
      const result: GuardResult = {};
      let saved: { key: string; size: number };
      try {
        saved = await deps.storage.save(
          Readable.from(guardUpload(part.stream, { ...rule, filename: part.filename, result })),
        );
      } catch (err) {
        if (err instanceof UploadTooLargeError) throw tooLarge(rule.maxBytes);
        if (err instanceof UploadTypeError) throw invalidType(rule.accepted);
        throw err;
      }
      const kind = result.kind as FileKind;
      // A file cut by the parser is refused below, once the fields that name its limit are read.
      stored = {
        ...saved,
        kind,
        truncated: part.truncated(),
        originalName: cleanOriginalName(part.filename, kind),
      };
    }

    if (input.applicationId && fields.applicationId && fields.applicationId !== input.applicationId) {
      throw new ValidationError('La solicitud del formulario no coincide con la de la ruta.', [
        { field: 'applicationId', message: 'La solicitud del formulario no coincide con la de la ruta.' },
      ]);
    }
    const parsed = uploadDocumentFields.safeParse({
      ...fields,
      ...(input.applicationId ? { applicationId: input.applicationId } : {}),
    });
    if (!parsed.success) {
      const details = parsed.error.issues.map((issue) => ({
        field: issue.path.join('.'),
        message: issue.message,
      }));
      throw new ValidationError(details[0]?.message, details);
    }
    if (!stored) {
      throw new ValidationError(
        documentMessages.fileRequired,
        [{ field: 'document', message: documentMessages.fileRequired }],
        'FILE_REQUIRED',
      );
    }
    const form = parsed.data;
    const context = form.context ?? input.context;
    const limit = documentSizeLimit(form.documentType, context);
    if (stored.truncated || stored.size > limit) throw tooLarge(limit);
    const accepted = acceptedFileKinds(form.documentType, viewer.role, context);
    if (!accepted.includes(stored.kind)) throw invalidType(accepted);

    const upload = stored;
    return await deps.db.transaction(async (tx) => {
      const target = await resolveTarget(tx, viewer, form);
      const actor = actorOf(session);
      const row = await insertDocument(tx, {
        ...target,
        documentType: form.documentType,
        originalName: upload.originalName,
        storageKey: upload.key,
        mimeType: FILE_KINDS[upload.kind].mimeType,
        fileSize: upload.size,
        notes: form.notes || null,
        uploadedByRole: actor.role,
        uploadedById: actor.id,
      });
      await recordAudit(tx, {
        entityType: 'document',
        entityId: row.id,
        action: 'uploaded',
        actor,
        changes: auditDiff(null, documentSnapshot(row)),
      });
      return toDocumentRecord(row);
    });
  } catch (err) {
    if (stored) {
      const key = stored.key;
      await deps.storage.remove(key).catch((removeErr: unknown) => {
        deps.log.error({ err: removeErr, key }, 'could not remove a refused upload');
      });
    }
    throw err;
  }
}

export async function listDocuments(db: Database, session: Session, query: DocumentListQuery) {
  const viewer = viewerOf(session);
  // Filtering by something that is not yours answers 404, as reading it directly does.
  if (query.applicationId) await reachableApplication(db, viewer, query.applicationId);
  if (query.customerId) await assertReachableCustomer(db, viewer, query.customerId);
  const { rows, total } = await listVisibleDocuments(db, viewer, query);
  return { documents: rows.map(toDocumentRecord), pagination: buildPagination(query, total) };
}

export async function getApplicationDocuments(db: Database, session: Session, applicationId: string) {
  const viewer = viewerOf(session);
  await reachableApplication(db, viewer, applicationId);
  const rows = await listApplicationDocuments(db, viewer, applicationId);
  return { documents: rows.map(toDocumentRecord) };
}

async function visibleDocument(db: Executor, session: Session, id: string): Promise<DocumentRow> {
  const row = await findVisibleDocument(db, viewerOf(session), id);
  if (!row) throw notFound();
  return row;
}

export async function getDocument(db: Database, session: Session, id: string): Promise<DocumentRecord> {
  return toDocumentRecord(await visibleDocument(db, session, id));
}

/** The stored file of a document the caller may see. */
export async function openDocumentFile(deps: DocumentDeps, session: Session, id: string) {
  const row = await visibleDocument(deps.db, session, id);
  try {
    return { document: row, stream: await deps.storage.open(row.storageKey) };
  } catch (err) {
    if (!(err instanceof StoredObjectNotFoundError)) throw err;
    deps.log.error({ documentId: id }, 'document file missing from storage');
    throw new NotFoundError('Archivo no encontrado.', 'FILE_NOT_FOUND');
  }
}

/**
 * Soft delete: the row gets `deletedAt` and disappears from every read, but the row and its stored
 * file are kept for the audit trail (a retention job may purge them later). Admins delete any
 * document; vendors and customers only what they uploaded themselves and nobody has reviewed yet.
 */
export async function deleteDocument(deps: DocumentDeps, session: Session, id: string): Promise<void> {
  const actor = actorOf(session);
  await deps.db.transaction(async (tx) => {
    await visibleDocument(tx, session, id);
    const row = await lockLiveDocument(tx, id);
    if (!row) throw notFound();
    if (actor.role !== 'admin') {
      if (row.uploadedByRole !== actor.role || row.uploadedById !== actor.id) {
        throw new ForbiddenError('Solo puedes eliminar documentos que subiste tú.');
      }
      if (row.status !== 'PENDING') {
        throw new AppError(409, 'DOCUMENT_REVIEWED', 'No se puede eliminar un documento ya revisado.');
      }
    }
    const deletedAt = deps.clock.now();
    await updateLiveDocument(tx, id, { deletedAt });
    await recordAudit(tx, {
      entityType: 'document',
      entityId: id,
      action: 'deleted',
      actor,
      changes: auditDeleted(deletedAt),
    });
  });
}

/** Admin review: PENDING, VERIFIED or REJECTED, with optional notes; the reviewer is kept. */
export async function setDocumentStatus(
  deps: Pick<DocumentDeps, 'db' | 'clock'>,
  session: Session,
  id: string,
  input: { status: DocumentStatus; notes?: string },
): Promise<DocumentRecord> {
  requireAdmin(session);
  const actor = actorOf(session);
  return deps.db.transaction(async (tx) => {
    const before = await lockLiveDocument(tx, id);
    if (!before) throw notFound();
    const reviewed = input.status !== 'PENDING';
    const row = await updateLiveDocument(tx, id, {
      status: input.status,
      ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
      verifiedBy: reviewed ? actor.id : null,
      verifiedAt: reviewed ? deps.clock.now() : null,
    });
    if (!row) throw notFound();
    await recordAudit(tx, {
      entityType: 'document',
      entityId: id,
      action: row.status === 'VERIFIED' && before.status !== 'VERIFIED' ? 'verified' : 'status_changed',
      actor,
      changes: auditDiff(
        { status: before.status, notes: before.notes },
        { status: row.status, notes: row.notes },
      ),
    });
    return toDocumentRecord(row);
  });
}
