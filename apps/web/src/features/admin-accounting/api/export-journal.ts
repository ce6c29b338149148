import { exportJournalContract } from '@quincena/shared';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../../lib/api-client.ts';
import type { JournalRange } from './get-journal.ts';

/** GET /admin/accounting/journal?format=csv: the same range's journal for the accountant. */
export function exportJournal(range: JournalRange): Promise<Blob> {
  return download(exportJournalContract, { query: { ...range, format: 'csv' } });
}

export const useExportJournal = () => useMutation({ mutationFn: exportJournal });
