import {
  businessToday,
  formatApplicationNumber,
  formatUsdCents,
  loanMessages,
  WRITE_OFF_DAYS_PAST_DUE,
} from '@quincena/shared';
import type { Clock } from '../../clock.ts';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { lockApplication } from '../applications/index.ts';
import { type ApprovalExecutor, requestApproval } from '../approvals/index.ts';
import { recordAudit } from '../audit/index.ts';
import {
  lockLoan,
  projectLockedLoan,
  recordWriteOff,
  replayLockedLoan,
  replayStoredLoan,
  requireLoan,
} from '../loans/index.ts';

const notDue = () => new ConflictError(loanMessages.writeOffNotDue, 'WRITE_OFF_NOT_DUE');
const already = () => new ConflictError(loanMessages.alreadyWrittenOff, 'LOAN_WRITTEN_OFF');

/**
 * POST /admin/loans/:id/write-off (PRODUCT.md §9, ADR 044): asks another admin to write the loan
 * off. Only at 90+ days past due, checked again when it is approved. Nothing moves until then.
 */
export async function requestWriteOff(
  deps: { db: Database; clock: Clock },
  adminId: string,
  applicationId: string,
  reason: string,
) {
  const today = businessToday(deps.clock.now());
  return deps.db.transaction(async (tx) => {
    const loan = await requireLoan(tx, applicationId);
    const { replay } = await replayStoredLoan(tx, loan, today);
    if (replay.totals.writtenOffOn) throw already();
    if (replay.totals.daysPastDue < WRITE_OFF_DAYS_PAST_DUE) throw notDue();
    const { principalOutstandingCents: principal, lateFeesOutstandingCents: fees } = replay.totals;
    const number = formatApplicationNumber(loan.number, loan.createdAt);
    return requestApproval(tx, {
      kind: 'WRITE_OFF',
      applicationId,
      targetId: applicationId,
      payload: { principalCents: principal, lateFeeCents: fees },
      summary: `Castigar el préstamo ${number}: ${formatUsdCents(principal)} de capital y ${formatUsdCents(fees)} de mora`,
      reason,
      requestedBy: adminId,
    });
  });
}

/**
 * The approved write-off, in the deciding transaction with the loan locked: its WRITE_OFF entry
 * with the unpaid principal and late fees of today's replay, the application marked (the portfolio
 * leaves it today), audited. The customer still owes the installments: nothing is texted.
 */
export const applyWriteOff: ApprovalExecutor = async (tx: Executor, approval, { clock, deciderId }) => {
  const application = await lockApplication(tx, approval.applicationId);
  if (!application) throw new NotFoundError('Préstamo no encontrado.', 'LOAN_NOT_FOUND');
  if (application.writtenOffOn) throw already();
  const today = businessToday(clock.now());
  const loan = await lockLoan(tx, approval.applicationId);
  const { totals } = replayLockedLoan(loan, today);
  // A receipt since the request may have brought the loan under 90 days: then it is not written off.
  if (totals.daysPastDue < WRITE_OFF_DAYS_PAST_DUE) throw notDue();
  const actor = { role: 'admin' as const, id: deciderId };
  const entry = await recordWriteOff(tx, {
    applicationId: approval.applicationId,
    valueDate: today,
    split: {
      principalCents: totals.principalOutstandingCents,
      lateFeeCents: totals.lateFeesOutstandingCents,
    },
    notes: approval.reason,
    actor,
  });
  await projectLockedLoan(tx, loan, [entry], clock, actor);
  await recordAudit(tx, {
    entityType: 'credit_application',
    entityId: approval.applicationId,
    action: 'written_off',
    actor,
    changes: {
      writtenOffOn: { from: null, to: today },
      principal: { from: null, to: totals.principalOutstandingCents / 100 },
      lateFees: { from: null, to: totals.lateFeesOutstandingCents / 100 },
    },
  });
};
