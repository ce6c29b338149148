import { businessToday, formatUsdCents, installmentState, loanMessages } from '@quincena/shared';
import type { Executor } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { lockApplication } from '../applications/index.ts';
import { type ApprovalExecutor, requestApproval } from '../approvals/index.ts';
import { auditDiff, recordAudit } from '../audit/index.ts';
import { lockLoan, projectLockedLoan, recordLateFeeWaiver } from '../loans/index.ts';
import type { InstallmentRow } from './installments.repository.ts';

/** What a waiver reads of an installment: the schedule's row or the loan's locked one. */
type WaivedInstallment = Pick<
  InstallmentRow,
  'id' | 'applicationId' | 'paymentNumber' | 'lateFeeCents' | 'paidLateFeeCents'
>;

const unpaidFee = (item: WaivedInstallment) => item.lateFeeCents - item.paidLateFeeCents;
const noFee = () => new ConflictError('La cuota no tiene mora pendiente de pago.', 'NO_LATE_FEE');
const alreadyPaid = () =>
  new ConflictError('La cuota ya está pagada y no se puede modificar.', 'INSTALLMENT_ALREADY_PAID');

/**
 * Asks another admin to forgive an unpaid installment's late fee (PRODUCT.md §9, maker–checker),
 * in the caller's transaction with the loan locked. Nothing is forgiven until it is approved.
 */
export async function requestLateFeeWaiver(
  tx: Executor,
  adminId: string,
  item: WaivedInstallment,
  reason: string,
) {
  if (unpaidFee(item) === 0) throw noFee();
  return requestApproval(tx, {
    kind: 'LATE_FEE_WAIVER',
    applicationId: item.applicationId,
    targetId: item.id,
    payload: { lateFeeCents: unpaidFee(item) },
    summary: `Exonerar ${formatUsdCents(unpaidFee(item))} de mora de la cuota ${item.paymentNumber}`,
    reason,
    requestedBy: adminId,
  });
}

/**
 * The approved waiver: its ledger entry, then the loan projected again — never more than was asked,
 * and refused if the installment has since been paid or its fee settled.
 */
export const applyLateFeeWaiver: ApprovalExecutor = async (tx, approval, { clock, deciderId }) => {
  const today = businessToday(clock.now());
  const application = await lockApplication(tx, approval.applicationId);
  if (!application) throw new NotFoundError('Cuota no encontrada.', 'INSTALLMENT_NOT_FOUND');
  // A written-off loan's fees are off the books already: there is nothing left to forgive.
  if (application.writtenOffOn) throw new ConflictError(loanMessages.alreadyWrittenOff, 'LOAN_WRITTEN_OFF');
  const loan = await lockLoan(tx, approval.applicationId);
  const item = loan.installments.find((i) => i.id === approval.targetId);
  if (!item) throw new NotFoundError('Cuota no encontrada.', 'INSTALLMENT_NOT_FOUND');
  if (installmentState(item, today).isPaid) throw alreadyPaid();
  const asked = Number((approval.payload as { lateFeeCents?: unknown }).lateFeeCents ?? 0);
  const waived = Math.min(asked, unpaidFee(item));
  if (waived <= 0) throw noFee();
  // The ledger keeps the waiver with the checker as its author and the maker's reason.
  const posted = await recordLateFeeWaiver(tx, {
    applicationId: item.applicationId,
    installmentId: item.id,
    valueDate: today,
    amountCents: waived,
    notes: approval.reason,
    actor: { role: 'admin', id: deciderId },
  });
  // The installment is the replay's projection: the loans module writes it, settling it if the
  // fee was all that was left (ADR 028).
  const replay = await projectLockedLoan(tx, loan, posted, clock, {
    role: 'admin',
    id: deciderId,
  });
  const final = replay.installments.find((i) => i.id === item.id) ?? item;
  await recordAudit(tx, {
    entityType: 'installment',
    entityId: item.id,
    action: 'late_fee_waived',
    actor: { role: 'admin', id: deciderId },
    changes: {
      ...auditDiff(
        { lateFeeCents: item.lateFeeCents, paidAt: item.paidAt },
        { lateFeeCents: final.lateFeeCents, paidAt: final.paidAt },
      ),
      reason: { from: null, to: approval.reason },
    },
  });
};
