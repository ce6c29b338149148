import { journal, journalQuery } from '../schemas/accounting.ts';
import { defineRoute } from './define.ts';

/** GET: the journal's double entries of a date range (PRODUCT.md §9); any admin. */
export const getJournalContract = defineRoute({
  method: 'GET',
  path: '/admin/accounting/journal',
  query: journalQuery,
  response: journal,
});

/** The same route as `getJournalContract` with `format=csv`: the range's journal as a CSV file; any admin. */
export const exportJournalContract = defineRoute({
  method: 'GET',
  path: '/admin/accounting/journal',
  query: journalQuery,
  file: true,
});
