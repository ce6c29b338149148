import { getJournalContract, type IsoDate } from '@quincena/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export interface JournalRange {
  from: IsoDate;
  to: IsoDate;
}

/** Money may have moved since: the journal is read again each time the page opens. */
const JOURNAL_STALE_MS = 0;

/** GET /admin/accounting/journal?from=&to= (PRODUCT.md §9): the double entries of the range. */
export function getJournal(range: JournalRange, signal?: AbortSignal) {
  return call(getJournalContract, { query: { ...range }, signal });
}

/** Not asked while the range is one the server would refuse (`enabled` false). */
export function useJournal(range: JournalRange, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'accounting', 'journal', range],
    queryFn: ({ signal }) => getJournal(range, signal),
    enabled,
    staleTime: JOURNAL_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
