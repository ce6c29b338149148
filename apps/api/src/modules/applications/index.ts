/** The applications module's public face: what other modules may use (ADR 034). */
export { toApplicationSummary, toSubmittedApplication } from './application-views.ts';
export {
  type ApplicationRow,
  type ApplicationSummaryRow,
  countApplicationsByStatus,
  findApplicationSummary,
  keptApplicationFigures,
  keptTotalsOf,
  listInstallments,
  lockApplication,
  lockApplications,
  selectApplicationSummaries,
  updateApplication,
} from './applications.repository.ts';
export {
  createApplication,
  type FinancingInput,
  financingColumns,
  listApplications,
} from './applications.service.ts';
export { onboardCustomer, submitOwnApplication, updateOnboarding } from './customer-onboarding.service.ts';
export { assertLoanPolicy } from './loan-policy.ts';
