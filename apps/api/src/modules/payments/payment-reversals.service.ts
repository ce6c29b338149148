import { businessToday, formatIsoDateDmy, formatUsdCents, loanMessages } from '@quincena/shared';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { describeFailure } from '../../logging.ts';
import { lockApplication } from '../applications/index.ts';
import { type ApprovalExecutor, requestApproval } from '../approvals/index.ts';
import { recordAudit } from '../audit/index.ts';
import { sendSms } from '../auth/index.ts';
import { findReceiptEntry, lockLoan, projectLockedLoan, recordReversal } from '../loans/index.ts';
import { assertAfterExtension } from './payment-application.service.ts';
import { findLoanReceipt } from './payment-reversals.repository.ts';

const notFound = () => new NotFoundError('Pago no encontrado.', 'PAYMENT_NOT_FOUND');
const alreadyReversed = () => new ConflictError('Este pago ya fue revertido.', 'PAYMENT_ALREADY_REVERSED');

const describeReceipt = (r: { amountCents: number; paymentDate: string }) =>
  `${formatUsdCents(r.amountCents)} del ${formatIsoDateDmy(r.paymentDate)}`;

/**
 * POST /admin/payments/:paymentId/reverse (PRODUCT.md §9): asks another admin to undo a receipt
 * (an admin's or an approved customer report). Nothing moves until it is approved.
 */
export async function requestPaymentReversal(
  db: Database,
  adminId: string,
  paymentId: string,
  reason: string,
) {
  return db.transaction(async (tx) => {
    const receipt = await findLoanReceipt(tx, paymentId);
    if (!receipt) throw notFound();
    if (receipt.reversedAt) throw alreadyReversed();
    const found = await findReceiptEntry(tx, receipt.id);
    if (found) await assertAfterExtension(tx, receipt.applicationId, found.entry);
    return requestApproval(tx, {
      kind: 'PAYMENT_REVERSAL',
      applicationId: receipt.applicationId,
      targetId: receipt.id,
      payload: { amountCents: receipt.amountCents },
      summary: `Revertir el pago de ${describeReceipt(receipt)}`,
      reason,
      requestedBy: adminId,
    });
  });
}

/**
 * The approved reversal, in the deciding transaction with the loan locked (a receipt applied at
 * the same moment waits, or went first): a REVERSAL entry, the receipt marked, then the loan
 * replayed into its installments, receipts and allocations. The customer hears of it by SMS.
 */
export const applyPaymentReversal: ApprovalExecutor = async (
  tx: Executor,
  approval,
  { clock, deciderId },
) => {
  if (!(await lockApplication(tx, approval.applicationId))) throw notFound();
  const receipt = await findLoanReceipt(tx, approval.targetId, true);
  if (!receipt) throw notFound();
  const found = await findReceiptEntry(tx, receipt.id);
  if (receipt.reversedAt || found?.reversed) throw alreadyReversed();
  if (!found) throw new Error(`receipt ${receipt.id} has no entry in the ledger`);
  const now = clock.now();
  const loan = await lockLoan(tx, receipt.applicationId);
  await assertAfterExtension(tx, receipt.applicationId, found.entry);
  // The checker writes the entry; the maker's reason is its note, as for a waiver.
  const reversal = await recordReversal(tx, {
    applicationId: receipt.applicationId,
    reversed: found.entry,
    valueDate: businessToday(now),
    notes: approval.reason,
    actor: { role: 'admin', id: deciderId },
    approval: { id: approval.id, decidedAt: now },
  });
  const replay = await projectLockedLoan(tx, loan, [reversal], clock, { role: 'admin', id: deciderId });
  // The credit this receipt left was paid back already: undoing it would owe the customer a refund.
  if (replay.totals.unappliedCreditCents < 0) {
    throw new ConflictError(loanMessages.reversalRefunded, 'CREDIT_REFUNDED');
  }
  await recordAudit(tx, {
    entityType: 'payment',
    entityId: receipt.id,
    action: 'reversed',
    actor: { role: 'admin', id: deciderId },
    changes: {
      reversedAt: { from: null, to: now.toISOString() },
      reason: { from: null, to: approval.reason },
    },
  });
  const text = `Quincena: se revirtió tu pago de ${describeReceipt(receipt)}. Tu saldo fue actualizado.`;
  return async (deps) => {
    await sendSms(deps, receipt.phoneNumber, text).catch((err: unknown) => {
      deps.log.warn(
        { failure: describeFailure(err), customerId: receipt.customerId },
        'reversal SMS not delivered',
      );
    });
  };
};
