/** The documents module's public face: what other modules may use (ADR 034). */
export { documentDownloadPath, documentIdOfDownloadPath } from './document-links.ts';
export { multipartLimits } from './documents.limits.ts';
export {
  findVisibleDocument,
  insertDocument,
  keysInUse,
  listApplicationDocuments,
  toDocumentRecord,
} from './documents.repository.ts';
export { type UploadPart, uploadDocument } from './documents.service.ts';
export { type GuardResult, guardUpload, UploadTooLargeError, UploadTypeError } from './file-content.ts';
