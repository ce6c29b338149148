import { z } from 'zod';
import { idParams, pagination } from '../schemas/common.ts';
import {
  documentListQuery,
  documentRecord,
  updateDocumentStatusBody,
  uploadDocumentForm,
  uploadDocumentQuery,
} from '../schemas/documents.ts';
import { defineRoute } from './define.ts';

const oneDocument = z.object({ document: documentRecord });

/** POST (multipart): uploads a document to an application, a customer or oneself; vendors, customers, admins. */
export const uploadDocumentContract = defineRoute({
  method: 'POST',
  path: '/documents/upload-universal',
  query: uploadDocumentQuery,
  body: uploadDocumentForm,
  multipart: true,
  response: oneDocument,
  status: 201,
});

/** POST (multipart): uploads a document to the application `:id`; vendors, customers, admins. */
export const uploadApplicationDocumentContract = defineRoute({
  method: 'POST',
  path: '/documents/upload/:id',
  params: idParams,
  query: uploadDocumentQuery,
  body: uploadDocumentForm.omit({ applicationId: true }),
  multipart: true,
  response: oneDocument,
  status: 201,
});

/** GET: the documents the caller may see, a page of them; vendors, customers, admins. */
export const listDocumentsContract = defineRoute({
  method: 'GET',
  path: '/documents',
  query: documentListQuery,
  response: z.object({ documents: z.array(documentRecord), pagination }),
});

/** GET: an application's documents; vendors, customers, admins with access to it. */
export const listApplicationDocumentsContract = defineRoute({
  method: 'GET',
  path: '/documents/application/:id',
  params: idParams,
  response: z.object({ documents: z.array(documentRecord) }),
});

/** GET: one document's record; vendors, customers, admins with access to it. */
export const getDocumentContract = defineRoute({
  method: 'GET',
  path: '/documents/:id',
  params: idParams,
  response: oneDocument,
});

/** GET: a document's file, as an attachment; vendors, customers, admins with access to it. */
export const downloadDocumentContract = defineRoute({
  method: 'GET',
  path: '/documents/:id/download',
  params: idParams,
  file: true,
});

/** DELETE: removes a document and its file; vendors, customers, admins with access to it. */
export const deleteDocumentContract = defineRoute({
  method: 'DELETE',
  path: '/documents/:id',
  params: idParams,
  response: z.object({ id: z.string() }),
});

/** PUT: sets a document's review status; admins only. */
export const setDocumentStatusContract = defineRoute({
  method: 'PUT',
  path: '/documents/:id/status',
  params: idParams,
  body: updateDocumentStatusBody,
  response: oneDocument,
});

/** PUT: marks a document verified (the back office's "verify"); admins. */
export const verifyDocumentContract = defineRoute({
  method: 'PUT',
  path: '/admin/documents/:id/verify',
  params: idParams,
  response: oneDocument,
});
