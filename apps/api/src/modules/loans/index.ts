/** The loans module's public face: other modules write and read the ledger only through these. */

export { contractPdf } from './contract.service.ts';
export {
  acceptContract,
  getContractAcceptance,
  sendContractCode,
} from './contract-acceptance.service.ts';
export { findContractAcceptance } from './contract-acceptances.repository.ts';
export {
  type LockedLoan,
  lockLoan,
  lockLoans,
  projectLockedLoan,
  projectReceipts,
  replayLockedLoan,
} from './loan-projection.service.ts';
export { type LedgerJournalSource, listLedgerEntriesBetween } from './loans.journal.ts';
export {
  assessLateFeeBatch,
  extendSchedule,
  findLastExtensions,
  findReceiptEntry,
  insertSchedule,
  type LoanTransactionRow,
  loanStartDate,
  moveInstallmentDueDates,
  setInstallmentDueDate,
  setScheduleDueDates,
} from './loans.repository.ts';
export {
  getLoanDetail,
  type LedgerActor,
  type NewRepayment,
  recordDisbursement,
  recordLateFeeWaiver,
  recordRefund,
  recordRepayments,
  recordReschedule,
  recordReversal,
  recordWriteOff,
  replayStoredLoan,
  requireLoan,
} from './loans.service.ts';
export { quoteLoanPayoff, toPayoffView } from './payoff.service.ts';
export { releaseLetterPdf } from './release-letter.service.ts';
export { previewRepayment, type RepaymentPreview } from './repayment-preview.service.ts';
export { toRepossessionView } from './repossession-view.ts';
export {
  findLatestRepossession,
  insertRepossession,
  listRepossessionRows,
  lockOpenRepossession,
  type RepossessionRow,
  updateRepossessionRow,
} from './repossessions.repository.ts';
export { statementPdf } from './statement.service.ts';
