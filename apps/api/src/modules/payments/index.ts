/** The payments module's public face: what other modules may use (ADR 034). */
export { currentCustomerLoan } from './customer-schedule.service.ts';
export { financialSummaryOf } from './financial-summary.service.ts';
export { applyLateFeeWaiver } from './late-fee-waivers.service.ts';
export { applyRefund } from './loan-refunds.service.ts';
export { applyRestructure } from './loan-restructures.service.ts';
export { applyWriteOff } from './loan-write-offs.service.ts';
export { applyReceiptsToLoans, applyReceiptToLoan, type Receipt } from './payment-application.service.ts';
export { notifyReceipt, notifyReceipts, type ReceiptNoticeDeps } from './payment-receipts.service.ts';
export { applyPaymentReversal } from './payment-reversals.service.ts';
export { unappliedCreditCents } from './payments.repository.ts';
export { expireAllStaleOrders } from './yappy-orders.repository.ts';
export { getYappyOrder } from './yappy-orders.service.ts';
