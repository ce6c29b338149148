import { useQuery } from '@tanstack/react-query';
import { API_MESSAGES, ApiError } from '../../../lib/api-client.ts';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage-keys.ts';

/**
 * A document's file from its `fileUrl` (the authorised download route). An <img src> or a plain link
 * cannot send the bearer token, so the file is fetched and shown or saved from a blob.
 */
export async function getDocumentFile(fileUrl: string, signal?: AbortSignal): Promise<Blob> {
  const token = readStorage(STORAGE_KEYS.token);
  const response = await fetch(fileUrl, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok) {
    throw new ApiError({ status: response.status, code: 'HTTP_ERROR', message: API_MESSAGES.unexpected });
  }
  return response.blob();
}

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
