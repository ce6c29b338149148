import {
  type AppliedPayment,
  type applyPaymentBody,
  businessToday,
  type Cents,
  formatIsoDateDmy,
  formatUsdCents,
  fromCents,
  type IsoDate,
  installmentState,
  type LoanBalance,
  type LoanReplay,
  loanMessages,
  type PaymentMethod,
  type PaymentPreview,
  paymentMessages,
  type RepaymentTransaction,
  toCents,
  totalOwedCents,
} from '@quincena/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { type ApplicationRow, lockApplications } from '../applications/index.ts';
import { auditDiff, recordAudits } from '../audit/index.ts';
import {
  findLastExtensions,
  type LedgerActor,
  type LoanTransactionRow,
  type LockedLoan,
  lockLoans,
  previewRepayment,
  projectReceipts,
  type RepaymentPreview,
  recordRepayments,
} from '../loans/index.ts';
import { assertPaymentMethodEnabled } from '../settings/index.ts';
import { findInstallmentLoans, findLoanStatus, listLoanInstallments } from './installments.repository.ts';
import { notifyReceipt, type ReceiptNoticeDeps } from './payment-receipts.service.ts';

export interface Receipt {
  amountCents: number;
  method: PaymentMethod;
  reference?: string;
  paymentDate: IsoDate;
  notes?: string;
}

/** An admin, or the system for money a provider confirmed (Yappy's notification). */
type Actor = LedgerActor;

/** What a caller's checks see, under the loan's locks, before anything is written. */
export interface ReceiptCheck extends RepaymentPreview {
  /** The installments unpaid today, as their rows stand. */
  unpaidToday: { id: string; owedCents: Cents }[];
}

const ACTIVE_LOAN = ['APPROVED', 'DISBURSED'];

interface ReceiptOptions {
  /** A receipt that pays the whole loan off, as its payoff quote of the payment date says. */
  payoff?: boolean;
  selection?: readonly string[];
  /** What is left after what is due pays principal ahead (ADR 048); none: the next installments. */
  prepayment?: RepaymentTransaction['prepayment'];
  check?: (loan: ReceiptCheck) => void;
}

/** One receipt for one loan, as `applyReceiptsToLoans` takes it. */
export interface ReceiptRequest {
  applicationId: string;
  receipt: Receipt;
  options?: ReceiptOptions;
}

/** What the receipts' writes were given, read once for all of them. */
interface Known {
  /** The settings' grace days, when the caller has just read them. */
  graceDays?: number;
}

/** A receipt that passed its checks under the loan's locks, with what applying it would do. */
interface PreparedReceipt {
  request: ReceiptRequest;
  loan: ApplicationRow;
  type: 'RECOVERY' | 'PAYOFF' | 'REPAYMENT';
  locked: LockedLoan;
  preview: RepaymentPreview;
}

/**
 * Locks the loans (applications, then installments, each in one statement) and replays each with
 * its receipt in its place, refusing a receipt (`check`) before anything is written: what applying
 * them would do, for the apply and for its preview. One receipt per loan; a refusal is that
 * receipt's answer, the others go on.
 */
async function prepareReceipts(
  tx: Transaction,
  requests: readonly ReceiptRequest[],
  clock: Clock,
  known: Known,
): Promise<(PreparedReceipt | AppError)[]> {
  const today = businessToday(clock.now());
  const ids = requests.map((r) => r.applicationId);
  if (new Set(ids).size !== ids.length) throw new Error('one receipt per loan in a batch');
  const applications = new Map((await lockApplications(tx, ids)).map((a) => [a.id, a]));
  const active = ids.filter((id) => ACTIVE_LOAN.includes(applications.get(id)?.status ?? ''));
  const extensions = active.length > 0 ? await findLastExtensions(tx, active) : new Map();
  const loans = active.length > 0 ? await lockLoans(tx, active, known) : new Map<string, LockedLoan>();
  return requests.map((request) => {
    try {
      return prepareReceipt(request, applications.get(request.applicationId), {
        extension: extensions.get(request.applicationId),
        locked: loans.get(request.applicationId),
        today,
      });
    } catch (err) {
      if (err instanceof AppError) return err;
      throw err;
    }
  });
}

/** One receipt's checks and preview, on its loan as locked and read. */
function prepareReceipt(
  request: ReceiptRequest,
  loan: ApplicationRow | undefined,
  read: { extension: Extension | undefined; locked: LockedLoan | undefined; today: IsoDate },
): PreparedReceipt {
  const { receipt, options = {} } = request;
  const { locked } = read;
  if (!loan || !locked || !ACTIVE_LOAN.includes(loan.status)) {
    throw new ConflictError('El préstamo no está activo.', 'LOAN_NOT_ACTIVE');
  }
  // Money dated on or after the write-off is a recovery (PRODUCT.md §9), applied all the same.
  const recovery = loan.writtenOffOn !== null && receipt.paymentDate >= loan.writtenOffOn;
  if (recovery && options.payoff) throw new ConflictError(loanMessages.writtenOff, 'LOAN_WRITTEN_OFF');
  const type = recovery ? 'RECOVERY' : options.payoff ? 'PAYOFF' : 'REPAYMENT';
  checkAfterExtension(read.extension, { valueDate: receipt.paymentDate });
  const preview = previewRepayment(
    locked,
    {
      type,
      valueDate: receipt.paymentDate,
      amountCents: receipt.amountCents,
      installmentIds: options.selection,
      prepayment: options.prepayment,
    },
    read.today,
  );
  const unpaidToday = locked.installments.flatMap((row) => {
    const state = installmentState(row, read.today);
    if (state.isPaid) return [];
    const { lateFeeCents, interestCents, principalCents } = state.owed;
    return [{ id: row.id, owedCents: lateFeeCents + interestCents + principalCents }];
  });
  options.check?.({ ...preview, unpaidToday });
  return { request, loan, type, locked, preview };
}

/** The one receipt of `requests`, prepared, or its refusal thrown. */
async function prepareOne(tx: Transaction, request: ReceiptRequest, clock: Clock, known: Known) {
  const [prepared] = await prepareReceipts(tx, [request], clock, known);
  if (prepared instanceof AppError) throw prepared;
  return prepared as PreparedReceipt;
}

/**
 * Applies receipts, one per loan, inside the caller's transaction, with the applications and their
 * installments locked. One write path for every receipt (ADR 028 addendum): each payment row and its
 * REPAYMENT entry, placed in history by the payment date, then each loan projected from its replay,
 * so a back-dated receipt moves ahead of later ones and cancels the late fees it makes undeserved.
 * `check` refuses a receipt before anything is written; `selection` is the admin's choice, which the
 * replay pays first; none means oldest first. However many receipts, each kind of row is written in
 * one statement (a bank statement's batch, ADR 058). Answers each receipt's result or refusal, in order.
 */
export async function applyReceiptsToLoans(
  tx: Transaction,
  requests: readonly ReceiptRequest[],
  actor: Actor & { source: 'ADMIN' | 'CUSTOMER_REPORT' | 'YAPPY' | 'BANK_STATEMENT' },
  clock: Clock,
  known: Known = {},
): Promise<(AppliedPayment | AppError)[]> {
  const prepared = await prepareReceipts(tx, requests, clock, known);
  const ready = prepared.filter((p): p is PreparedReceipt => !(p instanceof AppError));
  if (ready.length === 0) return prepared as AppError[];
  const posted = await recordRepayments(
    tx,
    ready.map(({ request, loan, type, preview }) => ({
      type,
      applicationId: request.applicationId,
      valueDate: request.receipt.paymentDate,
      amountCents: request.receipt.amountCents,
      split: preview.split,
      receipt: {
        customerId: loan.customerId,
        method: request.receipt.method,
        reference: request.receipt.reference ?? null,
        source: actor.source,
      },
      installmentIds: request.options?.selection,
      prepayment: request.options?.prepayment,
      notes: request.receipt.notes,
      actor,
      entryId: preview.entryId,
    })),
  );
  const replays = await projectReceipts(
    tx,
    ready.map((r, k) => ({ loan: r.locked, posted: posted[k] as LoanTransactionRow, preview: r.preview })),
    clock,
    actor,
  );
  const applied = ready.map((r, k) =>
    appliedReceipt(r.request, actor.source, posted[k] as LoanTransactionRow, replays[k] as LoanReplay),
  );
  await recordAudits(
    tx,
    applied.map(({ audit }) => ({
      entityType: 'payment' as const,
      entityId: audit.paymentId,
      action: 'applied',
      actor: { role: actor.role, id: actor.role === 'admin' ? actor.id : null },
      changes: auditDiff(null, audit.changes),
    })),
  );
  const answers = new Map(ready.map((r, k) => [r, (applied[k] as { answer: AppliedPayment }).answer]));
  return prepared.map((p) => (p instanceof AppError ? p : (answers.get(p) as AppliedPayment)));
}

/** A receipt's answer and its audit, from its loan's replay: what it took and the installments it reached. */
function appliedReceipt(
  request: ReceiptRequest,
  source: string,
  entry: LoanTransactionRow,
  replay: LoanReplay,
) {
  const { applicationId, receipt, options = {} } = request;
  const paymentId = entry.paymentId as string;
  const own = replay.transactions.find((t) => t.id === entry.id);
  const unappliedCents = own?.creditCents ?? receipt.amountCents;
  const reached = new Set(
    replay.allocations.filter((a) => a.transactionId === entry.id).map((a) => a.installmentId),
  );
  const touched = replay.installments.filter((i) => reached.has(i.id));
  const appliedCents = receipt.amountCents - unappliedCents;
  const audit = {
    paymentId,
    changes: {
      applicationId,
      source,
      amountCents: receipt.amountCents,
      appliedAmountCents: appliedCents,
      unappliedAmountCents: unappliedCents,
      paymentMethod: receipt.method,
      paymentReference: receipt.reference,
      paymentDate: receipt.paymentDate,
      notes: receipt.notes,
      ...(options.payoff ? { paidOff: true } : {}),
      ...(options.prepayment ? { prepayment: options.prepayment } : {}),
      // The installments it paid, by number, as the schedule shows them.
      installments: touched.map((i) => i.paymentNumber),
    },
  };
  const answer: AppliedPayment = {
    payment: {
      id: paymentId,
      applicationId,
      amount: fromCents(receipt.amountCents),
      appliedAmount: fromCents(appliedCents),
      unappliedAmount: fromCents(unappliedCents),
    },
    installments: touched.map((i) => ({
      id: i.id,
      paidAmount: fromCents(i.paidAmountCents),
      isPaid: i.isPaid,
    })),
  };
  return { audit, answer };
}

/** One receipt applied to one loan, as `applyReceiptsToLoans` applies them; its refusal is thrown. */
export async function applyReceiptToLoan(
  tx: Transaction,
  applicationId: string,
  receipt: Receipt,
  actor: Actor & { source: 'ADMIN' | 'CUSTOMER_REPORT' | 'YAPPY' | 'BANK_STATEMENT' },
  clock: Clock,
  options: ReceiptOptions & Known = {},
): Promise<AppliedPayment> {
  const { graceDays, ...rest } = options;
  const [result] = await applyReceiptsToLoans(tx, [{ applicationId, receipt, options: rest }], actor, clock, {
    graceDays,
  });
  if (result instanceof AppError) throw result;
  return result as AppliedPayment;
}

type Extension = { valueDate: IsoDate; createdAt: Date };

/**
 * Refuses a receipt, or the reversal of one, that would take a place in history before the loan's
 * last term extension: the schedule it rewrote was planned on what had been paid by then (ADR 049).
 * A new receipt is placed by its date; a stored one was posted before the extension or after it.
 */
function checkAfterExtension(
  extension: Extension | undefined,
  entry: { valueDate: IsoDate; createdAt?: Date },
) {
  if (!extension) return;
  if (entry.valueDate < extension.valueDate || (entry.createdAt && entry.createdAt < extension.createdAt)) {
    throw new ConflictError(
      loanMessages.beforeExtension(formatIsoDateDmy(extension.valueDate)),
      'LOAN_EXTENDED',
    );
  }
}

/** `checkAfterExtension` on the loan's last extension as stored. */
export async function assertAfterExtension(
  tx: Executor,
  applicationId: string,
  entry: { valueDate: IsoDate; createdAt?: Date },
) {
  checkAfterExtension((await findLastExtensions(tx, [applicationId])).get(applicationId), entry);
}

/** Refuses a payment date after today (Panama). */
export function assertNotFuture(paymentDate: IsoDate, today: IsoDate) {
  if (paymentDate > today) {
    throw new ValidationError(paymentMessages.futureDate, [
      { field: 'paymentDate', message: paymentMessages.futureDate },
    ]);
  }
}

type AdminReceiptBody = z.infer<typeof applyPaymentBody>;

/**
 * The admin's receipt for the installments selected in the calendar, checked in `tx`: one loan,
 * nothing already paid, at least what they still owe and at most what the whole loan takes; the
 * excess goes to the next unpaid ones by due date, or pays principal ahead as the admin chose.
 */
async function adminReceipt(tx: Transaction, input: AdminReceiptBody) {
  const ids = [...new Set(input.paymentIds)];
  const amountCents = toCents(input.totalAmountReceived);
  // Read in the transaction that depends on them: the method allowed and the grace days applied agree.
  const { gracePeriod } = await assertPaymentMethodEnabled(tx, input.paymentMethod);
  const loans = await findInstallmentLoans(tx, ids);
  if (loans.length !== ids.length) throw new NotFoundError('Cuota no encontrada.', 'INSTALLMENT_NOT_FOUND');
  const loanIds = new Set(loans.map((l) => l.applicationId));
  if (loanIds.size > 1) throw new ValidationError(paymentMessages.mixedLoans, undefined, 'MIXED_LOANS');
  const [applicationId] = loanIds as Set<string>;
  const receipt: Receipt = {
    amountCents,
    method: input.paymentMethod,
    reference: input.paymentReference,
    paymentDate: input.paymentDate,
    notes: input.notes,
  };
  const options: ReceiptOptions = {
    selection: ids,
    prepayment: input.prepayment === 'NEXT_INSTALLMENTS' ? undefined : input.prepayment,
    check: (loan) => checkAdminReceipt(loan, new Set(ids), amountCents),
  };
  return { applicationId: applicationId as string, receipt, options, graceDays: gracePeriod };
}

/** POST /admin/payments/apply: the admin's receipt, applied. */
export async function applyAdminPayment(
  deps: ReceiptNoticeDeps & { clock: Clock },
  adminId: string,
  input: AdminReceiptBody,
): Promise<AppliedPayment> {
  assertNotFuture(input.paymentDate, businessToday(deps.clock.now()));
  const applied = await deps.db.transaction(async (tx) => {
    const { applicationId, receipt, options, graceDays } = await adminReceipt(tx, input);
    return applyReceiptToLoan(
      tx,
      applicationId,
      receipt,
      { role: 'admin', id: adminId, source: 'ADMIN' },
      deps.clock,
      { ...options, graceDays },
    );
  });
  await notifyReceipt(deps, applied.payment.id);
  return applied;
}

/**
 * POST /admin/payments/apply/preview: what the receipt would do to each installment unpaid before
 * it, under the apply's own checks and replay; nothing is written.
 */
export async function previewAdminPayment(
  deps: { db: Database; clock: Clock },
  input: AdminReceiptBody,
): Promise<PaymentPreview> {
  assertNotFuture(input.paymentDate, businessToday(deps.clock.now()));
  return deps.db.transaction(async (tx) => {
    const { applicationId, receipt, options, graceDays } = await adminReceipt(tx, input);
    const { preview } = await prepareOne(tx, { applicationId, receipt, options }, deps.clock, { graceDays });
    const today = businessToday(deps.clock.now());
    const owed = (i: LoanReplay['installments'][number]) => installmentState(i, today).owedCents;
    const after = new Map(preview.replay.installments.map((i) => [i.id, i]));
    const rebated = (r: LoanReplay) => r.installments.reduce((sum, i) => sum + i.rebatedInterestCents, 0);
    const { split } = preview;
    return {
      appliedAmount: fromCents(split.principalCents + split.interestCents + split.lateFeeCents),
      unappliedAmount: fromCents(split.creditCents),
      interestSaved: fromCents(rebated(preview.replay) - rebated(preview.before)),
      installments: preview.before.installments
        .filter((i) => !i.isPaid)
        .map((i) => ({
          id: i.id,
          paymentNumber: i.paymentNumber,
          dueDate: i.dueDate,
          owedBefore: fromCents(owed(i)),
          owedAfter: fromCents(owed(after.get(i.id) ?? i)),
        })),
    };
  });
}

/**
 * Checked under the locks. A selection someone else paid a moment ago is refused whole. What the
 * selection owes, and the most the loan takes, are counted on the payment date: a late fee charged
 * after that day is not owed by a receipt that pays within the grace period (the replay cancels it).
 */
function checkAdminReceipt(loan: ReceiptCheck, selected: ReadonlySet<string>, amountCents: Cents) {
  const open = loan.unpaidToday.filter((row) => selected.has(row.id));
  if (open.length !== selected.size) {
    throw new ConflictError(paymentMessages.alreadyPaid, 'INSTALLMENT_ALREADY_PAID');
  }
  const expectedCents = open.reduce((sum, row) => sum + (loan.owedOnValueDateCents.get(row.id) ?? 0), 0);
  if (amountCents < expectedCents) {
    throw new AppError(
      400,
      'AMOUNT_BELOW_EXPECTED',
      paymentMessages.belowExpected(formatUsdCents(amountCents), formatUsdCents(expectedCents)),
      { expected: fromCents(expectedCents), received: fromCents(amountCents) },
    );
  }
  // Nothing can pay the loan between this check and the write, so an admin's receipt is always
  // applied whole and adds no credit (ADR 024), in its place in history as much as today.
  if (loan.creditAddedCents > 0) {
    const maximumCents = amountCents - loan.creditAddedCents;
    throw new AppError(
      400,
      'AMOUNT_ABOVE_BALANCE',
      paymentMessages.aboveBalance(formatUsdCents(amountCents), formatUsdCents(maximumCents)),
      { maximum: fromCents(maximumCents), received: fromCents(amountCents) },
    );
  }
}

/**
 * GET /admin/payments/loans/:id/balance: the most one receipt can be on this loan, from the same
 * state function and sum the apply checks against under its locks (a read, so it can be stale by
 * the time the receipt arrives; the apply's check is the one that counts).
 */
export async function loanBalance(db: Database, clock: Clock, applicationId: string): Promise<LoanBalance> {
  const status = await findLoanStatus(db, applicationId);
  if (!status || !ACTIVE_LOAN.includes(status)) {
    throw new NotFoundError('Préstamo no encontrado.', 'LOAN_NOT_FOUND');
  }
  const today = businessToday(clock.now());
  const unpaid = (await listLoanInstallments(db, applicationId))
    .map((row) => installmentState(row, today))
    .filter((state) => !state.isPaid);
  return { applicationId, owedAmount: fromCents(totalOwedCents(unpaid)) };
}

/** A customer's reported payment, once approved: oldest past-due first, then due, then future. */
export async function applyReportedPayment(
  tx: Transaction,
  applicationId: string,
  receipt: Receipt,
  adminId: string,
  clock: Clock,
) {
  return applyReceiptToLoan(
    tx,
    applicationId,
    receipt,
    { role: 'admin', id: adminId, source: 'CUSTOMER_REPORT' },
    clock,
  );
}
