/** The loans module's public face: other modules write and read the ledger only through these. */

export { projectLoan } from './loan-projection.service.ts';
export { loanAdminRoutes } from './loans.admin.routes.ts';
export { type LedgerJournalSource, listLedgerEntriesBetween } from './loans.journal.ts';
export { findReceiptEntry } from './loans.repository.ts';
export {
  getLoanDetail,
  type LedgerActor,
  recordDisbursement,
  recordLateFees,
  recordLateFeeWaiver,
  recordRepayment,
  recordReversal,
  replayStoredLoan,
} from './loans.service.ts';
export { previewRepayment, type RepaymentPreview } from './repayment-preview.service.ts';
