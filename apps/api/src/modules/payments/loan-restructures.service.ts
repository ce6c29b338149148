import {
  businessToday,
  deferInstallments,
  formatApplicationNumber,
  formatIsoDateDmy,
  formatUsdCents,
  type IsoDate,
  loanMessages,
  type restructureBody,
  type TermExtensionView,
} from '@quincena/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { describeFailure } from '../../logging.ts';
import { lockApplication } from '../applications/index.ts';
import { type ApprovalExecutor, requestApproval } from '../approvals/index.ts';
import { recordAudit } from '../audit/index.ts';
import { sendSms } from '../auth/index.ts';
import { findCustomerById } from '../customers/index.ts';
import {
  type LedgerActor,
  lockLoan,
  moveInstallmentDueDates,
  projectLockedLoan,
  recordReschedule,
  replayLockedLoan,
  replayStoredLoan,
  requireLoan,
} from '../loans/index.ts';
import {
  applyTermExtension,
  planTermExtension,
  requestTermExtension,
  toTermExtensionView,
} from './loan-term-extensions.service.ts';

const nothingToDefer = () => new ConflictError(loanMessages.nothingToDefer, 'NOTHING_TO_DEFER');
const writtenOff = () => new ConflictError(loanMessages.alreadyWrittenOff, 'LOAN_WRITTEN_OFF');

/** The installments still open, as a holiday defers them. */
const openOf = (installments: readonly { id: string; dueDate: string; paidAt: string | null }[]) =>
  installments.filter((i) => i.paidAt === null).map(({ id, dueDate }) => ({ id, dueDate }));

/**
 * POST /admin/loans/:id/restructure (PRODUCT.md §9): asks another admin to grant a payment holiday
 * of 1–4 installments (ADR 046) or to extend the term (ADR 049). The new schedule is what the loan
 * page previews; nothing moves until it is approved.
 */
export async function requestRestructure(
  deps: { db: Database; clock: Clock },
  adminId: string,
  applicationId: string,
  body: z.infer<typeof restructureBody>,
) {
  const today = businessToday(deps.clock.now());
  return deps.db.transaction(async (tx) => {
    const loan = await requireLoan(tx, applicationId);
    const { replay } = await replayStoredLoan(tx, loan, today);
    if (replay.totals.writtenOffOn) throw writtenOff();
    if (body.type === 'EXTEND_TERM') return requestTermExtension(tx, adminId, loan, replay, today, body);
    const open = openOf(replay.installments);
    if (open.length === 0) throw nothingToDefer();
    const [next] = deferInstallments(open, body.installments);
    const number = formatApplicationNumber(loan.number, loan.createdAt);
    const count = body.installments === 1 ? '1 cuota' : `${body.installments} cuotas`;
    return requestApproval(tx, {
      kind: 'RESTRUCTURE',
      applicationId,
      targetId: applicationId,
      payload: { type: body.type, installments: body.installments },
      summary: `Diferir ${count} del préstamo ${number}: la próxima cuota vencería el ${formatIsoDateDmy(next?.newDueDate ?? today)}`,
      reason: body.reason,
      requestedBy: adminId,
    });
  });
}

/** GET /admin/loans/:id/term-extension: the schedule the extension would leave if approved today. */
export async function previewTermExtension(
  deps: { db: Database; clock: Clock },
  applicationId: string,
  loanTermMonths: number,
): Promise<TermExtensionView> {
  const today = businessToday(deps.clock.now());
  const loan = await requireLoan(deps.db, applicationId);
  const { replay } = await replayStoredLoan(deps.db, loan, today);
  if (replay.totals.writtenOffOn) throw writtenOff();
  return toTermExtensionView(replay, planTermExtension(loan, replay, today, loanTermMonths), loanTermMonths);
}

/**
 * The approved restructuring, with the loan locked: a payment holiday or a term extension, each
 * planned again on the loan as it stands; the customer is texted the new amount and date after
 * the commit.
 */
export const applyRestructure: ApprovalExecutor = async (tx: Executor, approval, { clock, deciderId }) => {
  const application = await lockApplication(tx, approval.applicationId);
  if (!application) throw new NotFoundError('Préstamo no encontrado.', 'LOAN_NOT_FOUND');
  if (application.writtenOffOn) throw writtenOff();
  const today = businessToday(clock.now());
  const actor = { role: 'admin' as const, id: deciderId };
  const text =
    (approval.payload as { type?: unknown }).type === 'EXTEND_TERM'
      ? await applyTermExtension(tx, await requireLoan(tx, approval.applicationId), approval, today, {
          actor,
          clock,
        })
      : await applyHoliday(tx, application, approval, today, { actor, clock });
  return async (deps) => {
    const customer = await findCustomerById(deps.db, application.customerId);
    if (!customer) return;
    await sendSms(deps, customer.phoneNumber, text).catch((err: unknown) => {
      deps.log.warn(
        { failure: describeFailure(err), customerId: customer.id },
        'restructure SMS not delivered',
      );
    });
  };
};

/**
 * The approved holiday: the open installments move later (as of now: a
 * receipt since may have paid one), a RESCHEDULE entry marks it, the loan is projected again from
 * the schedule as it was (a late fee the later dates make undeserved is cancelled and audited), the
 * old and new dates audited; answers the customer's SMS text.
 */
async function applyHoliday(
  tx: Executor,
  application: { number: number; createdAt: Date },
  approval: { applicationId: string; payload: unknown; reason: string },
  today: IsoDate,
  { actor, clock }: { actor: LedgerActor; clock: Clock },
): Promise<string> {
  const periods = Number((approval.payload as { installments?: unknown }).installments);
  const was = await lockLoan(tx, approval.applicationId);
  const before = replayLockedLoan(was, today);
  const moves = deferInstallments(openOf(before.installments), periods);
  if (moves.length === 0) throw nothingToDefer();
  await moveInstallmentDueDates(
    tx,
    moves.map((m) => ({ id: m.id, dueDate: m.newDueDate })),
  );
  // The loan as it now stands (its new dates), read before its entry is posted.
  const moved = await lockLoan(tx, approval.applicationId, { graceDays: was.graceDays });
  const number = (id: string) => was.installments.find((i) => i.id === id)?.paymentNumber;
  const entry = await recordReschedule(tx, {
    applicationId: approval.applicationId,
    valueDate: today,
    notes: `Pausa de ${periods} ${periods === 1 ? 'cuota' : 'cuotas'}: ${approval.reason}`,
    actor,
  });
  await projectLockedLoan(tx, moved, [entry], clock, actor, { before });
  await recordAudit(tx, {
    entityType: 'credit_application',
    entityId: approval.applicationId,
    action: 'restructured',
    actor,
    changes: {
      dueDates: {
        from: moves.map((m) => `${number(m.id)}: ${m.dueDate}`),
        to: moves.map((m) => `${number(m.id)}: ${m.newDueDate}`),
      },
    },
  });
  const first = moves[0];
  const amount = was.installments.find((i) => i.id === first?.id)?.amountCents ?? 0;
  const loanNumber = formatApplicationNumber(application.number, application.createdAt);
  return (
    `Quincena: tu préstamo ${loanNumber} fue reestructurado. Tu próxima cuota de ${formatUsdCents(amount)} ` +
    `vence el ${formatIsoDateDmy(first?.newDueDate ?? today)}.`
  );
}
