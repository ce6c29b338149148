import { DOCUMENT_TYPES } from '@quincena/shared';
import { index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { creditApplications } from './applications.ts';
import { createdAt, id, instant } from './columns.ts';
import { customers } from './customers.ts';

export const documentType = pgEnum('document_type', DOCUMENT_TYPES);
export const documentStatus = pgEnum('document_status', ['PENDING', 'VERIFIED', 'REJECTED']);
export const actorRole = pgEnum('actor_role', ['admin', 'vendor', 'customer', 'system']);

export const documents = pgTable(
  'documents',
  {
    id: id(),
    customerId: uuid('customer_id').references(() => customers.id),
    applicationId: uuid('application_id').references(() => creditApplications.id),
    documentType: documentType('document_type').notNull(),
    originalName: text('original_name').notNull(),
    // Random name in the storage backend; never derived from user input.
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    fileSize: integer('file_size').notNull(),
    status: documentStatus('status').notNull().default('PENDING'),
    notes: text('notes'),
    uploadedByRole: actorRole('uploaded_by_role').notNull(),
    uploadedById: uuid('uploaded_by_id'),
    verifiedBy: uuid('verified_by'),
    verifiedAt: instant('verified_at'),
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('documents_application_idx').on(t.applicationId),
    index('documents_customer_idx').on(t.customerId),
  ],
);

/**
 * A customer's acceptance of its financing contract with a texted code (PRODUCT.md §10): when, from
 * where, and the SHA-256 of the exact PDF accepted, which is kept as the application's CONTRACT
 * document. One per application: the primary key refuses a second.
 */
export const contractAcceptances = pgTable('contract_acceptances', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => creditApplications.id),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id),
  documentId: uuid('document_id')
    .notNull()
    .references(() => documents.id),
  pdfSha256: text('pdf_sha256').notNull(),
  ipAddress: text('ip_address').notNull(),
  userAgent: text('user_agent'),
  acceptedAt: instant('accepted_at').notNull(),
});
