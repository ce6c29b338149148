import {
  type Cents,
  extendTerm,
  formatApplicationNumber,
  formatIsoDateDmy,
  formatUsdCents,
  fromCents,
  type IsoDate,
  type LoanReplay,
  loanMessages,
  scheduleChangesOf,
  type TermExtension,
  type TermExtensionView,
} from '@quincena/shared';
import type { Clock } from '../../clock.ts';
import type { Executor } from '../../db/client.ts';
import { ConflictError, ValidationError } from '../../errors.ts';
import { requestApproval } from '../approvals/index.ts';
import { recordAudit } from '../audit/index.ts';
import {
  extendSchedule,
  type LedgerActor,
  lockLoan,
  projectLockedLoan,
  recordReschedule,
  replayLockedLoan,
} from '../loans/index.ts';

interface ExtendedLoan {
  id: string;
  number: number;
  createdAt: Date;
  startDate: IsoDate;
  monthlyRate: string;
}

/**
 * The extension to `loanTermMonths` as it would be applied on `date` to the loan as replayed
 * (ADR 049): a longer term than the schedule's (two installments a month), the unpaid principal
 * re-amortized at the loan's own rate.
 */
export function planTermExtension(
  loan: ExtendedLoan,
  replay: LoanReplay,
  date: IsoDate,
  loanTermMonths: number,
): TermExtension {
  const months = Math.ceil(replay.installments.length / 2);
  if (loanTermMonths <= months) {
    const message = loanMessages.termNotLonger(months);
    throw new ValidationError(message, [{ field: 'loanTermMonths', message }]);
  }
  if (replay.totals.principalOutstandingCents <= 0) {
    throw new ConflictError(loanMessages.nothingToExtend, 'NOTHING_TO_EXTEND');
  }
  return extendTerm({
    installments: replay.installments,
    date,
    startDate: loan.startDate,
    monthlyRate: Number(loan.monthlyRate),
    addedInstallments: loanTermMonths * 2 - replay.installments.length,
  });
}

/** The regular installment the schedule asks before: the one most of its open installments have. */
function regularInstallment(replay: LoanReplay): Cents {
  const open = replay.installments.filter((i) => !i.isPaid);
  return (open[1] ?? open[0] ?? replay.installments[0])?.amountCents ?? 0;
}

/** GET /admin/loans/:id/term-extension: what the extension would leave, as its approval would apply it today. */
export function toTermExtensionView(
  replay: LoanReplay,
  extension: TermExtension,
  loanTermMonths: number,
): TermExtensionView {
  return {
    loanTermMonths,
    principal: fromCents(extension.principalCents),
    carriedInterest: fromCents(extension.carriedInterestCents),
    installmentBefore: fromCents(regularInstallment(replay)),
    installmentAfter: fromCents(extension.installmentCents),
    installments: [
      ...extension.changed.map((c) => ({ paymentNumber: c.paymentNumber, ...c.after })),
      ...extension.added,
    ].map((i) => ({ paymentNumber: i.paymentNumber, dueDate: i.dueDate, amount: fromCents(i.amountCents) })),
  };
}

/** The request: checked and described for the approver; nothing moves until it is approved. */
export async function requestTermExtension(
  tx: Executor,
  adminId: string,
  loan: ExtendedLoan,
  replay: LoanReplay,
  today: IsoDate,
  body: { loanTermMonths: number; reason: string },
) {
  const extension = planTermExtension(loan, replay, today, body.loanTermMonths);
  const number = formatApplicationNumber(loan.number, loan.createdAt);
  const first = extension.changed[0]?.after.dueDate ?? today;
  return requestApproval(tx, {
    kind: 'RESTRUCTURE',
    applicationId: loan.id,
    targetId: loan.id,
    payload: { type: 'EXTEND_TERM', loanTermMonths: body.loanTermMonths },
    summary:
      `Extender el préstamo ${number} a ${body.loanTermMonths} meses: cuotas de ` +
      `${formatUsdCents(extension.installmentCents)} desde el ${formatIsoDateDmy(first)}`,
    reason: body.reason,
    requestedBy: adminId,
  });
}

/**
 * The approved extension, with the loan locked: planned again on the loan as it stands (a receipt
 * since changes it), the open installments rewritten and the new ones added, a RESCHEDULE entry
 * recording what each was until today, the loan projected again; answers the customer's SMS text.
 */
export async function applyTermExtension(
  tx: Executor,
  loan: ExtendedLoan,
  approval: { payload: unknown; reason: string },
  today: IsoDate,
  context: { actor: LedgerActor; clock: Clock },
): Promise<string> {
  const loanTermMonths = Number((approval.payload as { loanTermMonths?: unknown }).loanTermMonths);
  const was = await lockLoan(tx, loan.id);
  const before = replayLockedLoan(was, today);
  const extension = planTermExtension(loan, before, today, loanTermMonths);
  const addedIds = await extendSchedule(
    tx,
    loan.id,
    extension.changed.map((c) => ({ id: c.id, ...c.after })),
    extension.added,
  );
  const extended = await lockLoan(tx, loan.id, { graceDays: was.graceDays });
  const entry = await recordReschedule(tx, {
    applicationId: loan.id,
    valueDate: today,
    notes: `Plazo extendido a ${loanTermMonths} meses: ${approval.reason}`,
    actor: context.actor,
    changes: scheduleChangesOf(extension, addedIds),
  });
  await projectLockedLoan(tx, extended, [entry], context.clock, context.actor, { before });
  const schedule = (c: { paymentNumber: number; dueDate: IsoDate; amountCents: Cents }) =>
    `${c.paymentNumber}: ${c.dueDate} ${formatUsdCents(c.amountCents)}`;
  await recordAudit(tx, {
    entityType: 'credit_application',
    entityId: loan.id,
    action: 'restructured',
    actor: context.actor,
    changes: {
      loanTermMonths: { from: Math.ceil(before.installments.length / 2), to: loanTermMonths },
      schedule: {
        from: extension.changed.map((c) => schedule({ paymentNumber: c.paymentNumber, ...c.before })),
        to: [
          ...extension.changed.map((c) => ({ paymentNumber: c.paymentNumber, ...c.after })),
          ...extension.added,
        ].map(schedule),
      },
    },
  });
  const number = formatApplicationNumber(loan.number, loan.createdAt);
  const first = extension.changed[0]?.after;
  const count = extension.changed.length + extension.added.length;
  return (
    `Quincena: tu préstamo ${number} fue reestructurado a ${loanTermMonths} meses: ${count} cuotas de ` +
    `${formatUsdCents(extension.installmentCents)}. La próxima, de ${formatUsdCents(first?.amountCents ?? 0)}, ` +
    `vence el ${formatIsoDateDmy(first?.dueDate ?? today)}.`
  );
}
