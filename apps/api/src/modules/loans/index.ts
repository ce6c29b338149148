/** The loans module's public face: other modules write and read the ledger only through these. */

export { loanAdminRoutes } from './loans.admin.routes.ts';
export { type LedgerJournalSource, listLedgerEntriesBetween } from './loans.journal.ts';
export {
  getLoanDetail,
  type LedgerActor,
  recordDisbursement,
  recordLateFees,
  recordLateFeeWaiver,
  recordRepayment,
  replayStoredLoan,
} from './loans.service.ts';
