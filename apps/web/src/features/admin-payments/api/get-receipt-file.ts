import { useQuery } from '@tanstack/react-query';
import { fetchFile } from '../../../lib/api-client.ts';

/**
 * A reported payment's receipt from its `receiptUrl` (the authorised document download): an <img> or a
 * link cannot send the bearer token, so the file is fetched and shown or saved from a blob.
 */
export const getReceiptFile = (receiptUrl: string, signal?: AbortSignal) => fetchFile(receiptUrl, { signal });

/** The file while `receiptUrl` is set (the preview is open); kept a minute for reopening. */
export function useReceiptFile(receiptUrl: string | null) {
  return useQuery({
    queryKey: ['admin', 'payment-receipt', receiptUrl],
    queryFn: ({ signal }) => getReceiptFile(receiptUrl ?? '', signal),
    enabled: receiptUrl !== null,
    staleTime: 60_000,
    retry: false,
  });
}
