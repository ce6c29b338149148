import { useQuery } from '@tanstack/react-query';
import { fetchFile } from '../../../lib/api-client.ts';

/**
 * A document's file from its `fileUrl` (the authorised download route). An <img src> or a plain link
 * cannot send the bearer token, so the file is fetched and shown or saved from a blob.
 */
export const getDocumentFile = (fileUrl: string, signal?: AbortSignal) => fetchFile(fileUrl, { signal });

/** The file while `fileUrl` is set (the preview is open); kept a minute for reopening. */
export function useDocumentFile(fileUrl: string | null) {
  return useQuery({
    queryKey: ['admin', 'document-file', fileUrl],
    queryFn: ({ signal }) => getDocumentFile(fileUrl ?? '', signal),
    enabled: fileUrl !== null,
    staleTime: 60_000,
    retry: false,
  });
}
