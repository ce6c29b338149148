import { REPORT_STATUSES } from '@quincena/shared';

/** The reports' status filter: one status, or all of them. Pending first: it is the work to do. */
export const REPORT_FILTERS = [...REPORT_STATUSES, 'ALL'] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];
