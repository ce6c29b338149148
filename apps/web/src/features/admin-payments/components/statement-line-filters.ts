import { STATEMENT_LINE_STATUSES, type StatementLineStatus } from '@quincena/shared';

/**
 * Which lines of a statement are shown: one status, or every line. A file of its own, so the page's
 * URL schema reads it without pulling the statements tab (a chunk of its own) into the page.
 */
export const LINE_FILTERS = ['ALL', ...STATEMENT_LINE_STATUSES] as const;
export type LineFilter = 'ALL' | StatementLineStatus;
