import type { DocumentListQuery, DocumentRecord } from '@quincena/shared';
import { and, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditApplications, documents, motorcycles, vendorCustomers } from '../../db/schema/index.ts';
import { documentDownloadPath } from './document-links.ts';

export type DocumentRow = typeof documents.$inferSelect;

/** Who is looking: every query below is limited to what this party may see. */
export type Viewer =
  | { role: 'admin'; adminId: string }
  | { role: 'vendor'; vendorId: string }
  | { role: 'customer'; customerId: string };

/**
 * Object-level access in SQL. A vendor sees the documents of its own applications and the
 * customer-level documents (no application) of customers linked to it; documents of another
 * vendor's application for a shared customer stay with that vendor. A customer sees its own.
 */
function visibleTo(db: Executor, viewer: Viewer): SQL | undefined {
  if (viewer.role === 'admin') return undefined;
  if (viewer.role === 'vendor') {
    return or(
      inArray(
        documents.applicationId,
        db
          .select({ id: creditApplications.id })
          .from(creditApplications)
          .where(and(eq(creditApplications.vendorId, viewer.vendorId), isNull(creditApplications.deletedAt))),
      ),
      and(
        isNull(documents.applicationId),
        inArray(
          documents.customerId,
          db
            .select({ id: vendorCustomers.customerId })
            .from(vendorCustomers)
            .where(eq(vendorCustomers.vendorId, viewer.vendorId)),
        ),
      ),
    );
  }
  return or(
    eq(documents.customerId, viewer.customerId),
    inArray(
      documents.applicationId,
      db
        .select({ id: creditApplications.id })
        .from(creditApplications)
        .where(eq(creditApplications.customerId, viewer.customerId)),
    ),
  );
}

export async function findVisibleDocument(
  db: Executor,
  viewer: Viewer,
  id: string,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), isNull(documents.deletedAt), visibleTo(db, viewer)));
  return row;
}

export async function listVisibleDocuments(
  db: Executor,
  viewer: Viewer,
  query: Pick<DocumentListQuery, 'page' | 'limit' | 'applicationId' | 'customerId' | 'documentType'>,
) {
  const where = and(
    isNull(documents.deletedAt),
    visibleTo(db, viewer),
    query.applicationId ? eq(documents.applicationId, query.applicationId) : undefined,
    query.customerId ? eq(documents.customerId, query.customerId) : undefined,
    query.documentType ? eq(documents.documentType, query.documentType) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(documents)
      .where(where)
      .orderBy(desc(documents.createdAt), documents.id)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(documents).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function listApplicationDocuments(
  db: Executor,
  viewer: Viewer,
  applicationId: string,
): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(
      and(eq(documents.applicationId, applicationId), isNull(documents.deletedAt), visibleTo(db, viewer)),
    )
    .orderBy(desc(documents.createdAt), documents.id);
}

/** The owners of a live application, to decide who may reach it. */
export async function findApplicationOwners(
  db: Executor,
  id: string,
): Promise<{ id: string; customerId: string; vendorId: string | null } | undefined> {
  const [row] = await db
    .select({
      id: creditApplications.id,
      customerId: creditApplications.customerId,
      vendorId: creditApplications.vendorId,
    })
    .from(creditApplications)
    .where(and(eq(creditApplications.id, id), isNull(creditApplications.deletedAt)));
  return row;
}

export async function isCustomerLinkedToVendor(
  db: Executor,
  vendorId: string,
  customerId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ customerId: vendorCustomers.customerId })
    .from(vendorCustomers)
    .where(and(eq(vendorCustomers.vendorId, vendorId), eq(vendorCustomers.customerId, customerId)));
  return row !== undefined;
}

export async function insertDocument(
  db: Executor,
  values: typeof documents.$inferInsert,
): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Changes a live document; answers nothing when it was deleted meanwhile. */
export async function updateLiveDocument(
  db: Executor,
  id: string,
  changes: Partial<typeof documents.$inferInsert>,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .update(documents)
    .set(changes)
    .where(and(eq(documents.id, id), isNull(documents.deletedAt)))
    .returning();
  return row;
}

/** What the audit keeps of a document when it is uploaded; the record shows the same fields. */
export function documentSnapshot(row: DocumentRow) {
  return {
    documentType: row.documentType,
    applicationId: row.applicationId,
    customerId: row.customerId,
    originalName: row.originalName,
    mimeType: row.mimeType,
    fileSize: row.fileSize,
    status: row.status,
    notes: row.notes,
  };
}

export function toDocumentRecord(row: DocumentRow): DocumentRecord {
  return {
    id: row.id,
    ...documentSnapshot(row),
    isVerified: row.status === 'VERIFIED',
    uploadedAt: row.createdAt.toISOString(),
    fileUrl: documentDownloadPath(row.id),
  };
}

/** A live document, locked for the rest of the transaction (status changes, deletion). */
export async function lockLiveDocument(db: Executor, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), isNull(documents.deletedAt)))
    .for('update');
  return row;
}

/** Which of these storage keys a document or a motorcycle photo still uses. */
export async function keysInUse(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const [files, photos] = await Promise.all([
    db.select({ key: documents.storageKey }).from(documents).where(inArray(documents.storageKey, keys)),
    db.select({ key: motorcycles.imageKey }).from(motorcycles).where(inArray(motorcycles.imageKey, keys)),
  ]);
  return new Set([...files, ...photos].map((row) => row.key ?? ''));
}
