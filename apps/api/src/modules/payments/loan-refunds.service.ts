import {
  businessToday,
  formatApplicationNumber,
  formatUsdCents,
  loanMessages,
  toCents,
} from '@quincena/shared';
import type { Clock } from '../../clock.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, NotFoundError } from '../../errors.ts';
import { describeFailure } from '../../logging.ts';
import { lockApplication } from '../applications/index.ts';
import { type ApprovalExecutor, requestApproval } from '../approvals/index.ts';
import { recordAudit } from '../audit/index.ts';
import { sendSms } from '../auth/index.ts';
import { findCustomerById } from '../customers/index.ts';
import {
  lockLoan,
  projectLockedLoan,
  recordRefund,
  replayLockedLoan,
  replayStoredLoan,
  requireLoan,
} from '../loans/index.ts';

const aboveCredit = (creditCents: number) => {
  const message = loanMessages.refundAboveCredit(formatUsdCents(creditCents));
  return new AppError(400, 'REFUND_ABOVE_CREDIT', message, [{ field: 'amount', message }]);
};

/**
 * POST /admin/loans/:id/refund (PRODUCT.md §9, ADR 045): asks another admin to pay part or all of
 * the loan's unapplied credit back to the customer. Nothing leaves until it is approved.
 */
export async function requestRefund(
  deps: { db: Database; clock: Clock },
  adminId: string,
  applicationId: string,
  body: { amount: number; reason: string },
) {
  const amountCents = toCents(body.amount);
  return deps.db.transaction(async (tx) => {
    const loan = await requireLoan(tx, applicationId);
    const { replay } = await replayStoredLoan(tx, loan, businessToday(deps.clock.now()));
    if (amountCents > replay.totals.unappliedCreditCents)
      throw aboveCredit(replay.totals.unappliedCreditCents);
    const number = formatApplicationNumber(loan.number, loan.createdAt);
    return requestApproval(tx, {
      kind: 'REFUND',
      applicationId,
      targetId: applicationId,
      payload: { amountCents },
      summary: `Devolver ${formatUsdCents(amountCents)} de saldo a favor del préstamo ${number}`,
      reason: body.reason,
      requestedBy: adminId,
    });
  });
}

/**
 * The approved refund, with the loan locked: never more than the credit of now (a receipt reversed
 * since may have taken some), its REFUND entry, audited; the customer is texted after the commit.
 */
export const applyRefund: ApprovalExecutor = async (tx: Executor, approval, { clock, deciderId }) => {
  const application = await lockApplication(tx, approval.applicationId);
  if (!application) throw new NotFoundError('Préstamo no encontrado.', 'LOAN_NOT_FOUND');
  const today = businessToday(clock.now());
  const loan = await lockLoan(tx, approval.applicationId);
  const { totals } = replayLockedLoan(loan, today);
  const amountCents = Number((approval.payload as { amountCents?: unknown }).amountCents ?? 0);
  if (amountCents > totals.unappliedCreditCents) throw aboveCredit(totals.unappliedCreditCents);
  const actor = { role: 'admin' as const, id: deciderId };
  const entry = await recordRefund(tx, {
    applicationId: approval.applicationId,
    valueDate: today,
    amountCents,
    notes: approval.reason,
    actor,
  });
  await projectLockedLoan(tx, loan, [entry], clock, actor);
  await recordAudit(tx, {
    entityType: 'credit_application',
    entityId: approval.applicationId,
    action: 'refunded',
    actor,
    changes: { refund: { from: null, to: amountCents / 100 } },
  });
  const number = formatApplicationNumber(application.number, application.createdAt);
  const text = `Quincena: te devolvimos ${formatUsdCents(amountCents)} de saldo a favor de tu préstamo ${number}.`;
  return async (deps) => {
    const customer = await findCustomerById(deps.db, application.customerId);
    if (!customer) return;
    await sendSms(deps, customer.phoneNumber, text).catch((err: unknown) => {
      deps.log.warn({ failure: describeFailure(err), customerId: customer.id }, 'refund SMS not delivered');
    });
  };
};
