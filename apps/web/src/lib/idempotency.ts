import { useMutation } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';

/**
 * One Idempotency-Key per submission: sending the same body again (a retry after a lost answer)
 * reuses the key, so the server replays its first answer instead of creating a second record; a
 * changed body, or `reset()` after a success, starts a new submission.
 */
export function useSubmissionKey() {
  const last = useRef<{ fingerprint: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(body: unknown): string {
        const fingerprint = JSON.stringify(body);
        if (last.current?.fingerprint !== fingerprint)
          last.current = { fingerprint, key: crypto.randomUUID() };
        return last.current.key;
      },
      reset() {
        last.current = null;
      },
    }),
    [],
  );
}

/** The request option that carries the key (only `headers`, so it spreads into a contract's `call`). */
export const withIdempotencyKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/** A create mutation whose submissions carry their Idempotency-Key (see useSubmissionKey). */
export function useIdempotentMutation<TBody, TResult>(options: {
  mutationFn: (body: TBody, idempotencyKey: string) => Promise<TResult>;
  onSuccess?: (result: TResult) => unknown;
}) {
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (body: TBody) => options.mutationFn(body, submission.keyFor(body)),
    onSuccess: (result: TResult) => {
      submission.reset();
      return options.onSuccess?.(result);
    },
  });
}
