import type { ApplicationStatus } from '../schemas/catalog.ts';

/** The back-office's moves on an application, as the audit trail names them. */
export type ApplicationTransition =
  | 'taken_into_review'
  | 'approved'
  | 'rejected'
  | 'vehicle_info_assigned'
  | 'disbursed';

/**
 * PRODUCT.md §4: the statuses each move may start from — the API refuses the rest (409
 * `INVALID_STATUS_TRANSITION`) and the web offers only these, from this one table.
 */
export const APPLICATION_TRANSITIONS: Record<ApplicationTransition, readonly ApplicationStatus[]> = {
  taken_into_review: ['PENDING'],
  approved: ['PENDING', 'IN_REVIEW'],
  rejected: ['PENDING', 'IN_REVIEW'],
  // The vehicle can be named until the money goes out; disbursement records the actual one.
  vehicle_info_assigned: ['PENDING', 'IN_REVIEW', 'APPROVED'],
  disbursed: ['APPROVED'],
};

/** Whether an application in `status` may make the move. */
export const canTransition = (status: ApplicationStatus, move: ApplicationTransition) =>
  APPLICATION_TRANSITIONS[move].includes(status);
