import { z } from 'zod';

/** The authorised download path answers name a document by (`fileUrl`, `receiptUrl`). */
export const documentDownloadPath = (id: string) => `/api/documents/${id}/download`;

const documentId = z.uuid();

/**
 * The id of the document `path` names, when it is exactly one of our download paths (the inverse
 * of `documentDownloadPath`, so a request can name a document by the address it was given).
 */
export function documentIdOfDownloadPath(path: string): string | undefined {
  const id = path.split('/')[3] ?? '';
  return documentId.safeParse(id).success && documentDownloadPath(id) === path ? id : undefined;
}
