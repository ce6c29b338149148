import { MAX_DOCUMENT_BYTES } from '@quincena/shared';

/**
 * Limits for @fastify/multipart (registered once in app.ts): one file per request, a handful of
 * short fields, and files cut at the largest per-context limit. The documents service then
 * enforces the limit of each context while the file streams.
 */
export const multipartLimits = {
  files: 1,
  fields: 10,
  parts: 12,
  fieldNameSize: 100,
  fieldSize: 16 * 1024,
  headerPairs: 100,
  fileSize: MAX_DOCUMENT_BYTES,
};
