import {
  accountStatement,
  businessToday,
  type Cents,
  formatApplicationNumber,
  formatReceiptNumber,
  fromCents,
  type IsoDate,
  type LoanDetail,
  type LoanReplay,
  type LoanTransaction,
  type PaymentMethod,
  paymentReference,
  type RepaymentTransaction,
  replayLoan,
  type ScheduleChange,
  watchUntil,
} from '@quincena/shared';
import type { Clock } from '../../clock.ts';
import type { Executor } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { pendingApprovalTargets } from '../approvals/index.ts';
import { findSystemSettings } from '../settings/index.ts';
import {
  findLiveDisbursement,
  findLoanApplication,
  findLoanParties,
  insertLoanTransactions,
  insertReceiptsWithEntries,
  type LoanTransactionRow,
  listLoanTransactions,
  listScheduledInstallments,
  markReceiptReversed,
  markWrittenOff,
  type NewLoanTransaction,
} from './loans.repository.ts';
import { toRepossessionView } from './repossession-view.ts';
import { findLatestRepossession } from './repossessions.repository.ts';

/** Who wrote an entry: an admin, or the system for the jobs and migrations. */
export type LedgerActor = { role: 'admin'; id: string } | { role: 'system' };

const actorColumns = (actor: LedgerActor) => ({
  actorRole: actor.role,
  actorId: actor.role === 'admin' ? actor.id : null,
});

/**
 * The financed principal leaving for the loan. A disbursement on another date than the one the
 * ledger holds (approval, then the money out days later) reverses the first entry and posts the
 * new one: the ledger is never edited, and the loan keeps one surviving DISBURSEMENT.
 */
export async function recordDisbursement(
  tx: Executor,
  entry: { applicationId: string; valueDate: IsoDate; amountCents: Cents; actor: LedgerActor },
) {
  const { applicationId, valueDate, amountCents, actor } = entry;
  const existing = await findLiveDisbursement(tx, applicationId);
  if (existing && existing.valueDate === valueDate && existing.amountCents === amountCents) return;
  const rows: NewLoanTransaction[] = [];
  if (existing) {
    rows.push({
      applicationId,
      type: 'REVERSAL',
      valueDate,
      amountCents: existing.amountCents,
      reversalOf: existing.id,
      notes: 'Desembolso en otra fecha',
      ...actorColumns(actor),
    });
  }
  rows.push({
    applicationId,
    type: 'DISBURSEMENT',
    valueDate,
    amountCents,
    principalCents: amountCents,
    ...actorColumns(actor),
  });
  // One insert, the reversal first: it is posted (and so ordered) before the new entry.
  await insertLoanTransactions(tx, rows);
}

/** A receipt as `recordRepayments` posts it. */
export interface NewRepayment {
  /** REPAYMENT unless the receipt pays the loan off, or comes after its write-off. */
  type?: 'REPAYMENT' | 'PAYOFF' | 'RECOVERY';
  applicationId: string;
  valueDate: IsoDate;
  amountCents: Cents;
  split: { principalCents: Cents; interestCents: Cents; lateFeeCents: Cents; creditCents: Cents };
  /** How the money came: the receipt row's own fields. */
  receipt: {
    customerId: string;
    method: PaymentMethod;
    reference: string | null;
    source: 'ADMIN' | 'CUSTOMER_REPORT' | 'YAPPY' | 'BANK_STATEMENT';
  };
  /** The admin's selection in the calendar; none for a customer's report (oldest first). */
  installmentIds?: readonly string[];
  /** What is left after what is due pays principal ahead (ADR 048); none: the next installments. */
  prepayment?: RepaymentTransaction['prepayment'];
  notes?: string | null;
  /** The admin who posted it, or the system for money a provider confirmed (Yappy). */
  actor: LedgerActor;
  /** The id its preview replayed it with. */
  entryId?: string;
}

/**
 * Receipts: each its row and its REPAYMENT (or PAYOFF) entry, with the split it took in its place in
 * history when posted, all in one statement. Answers the entries, in order, each naming its receipt's row.
 */
export async function recordRepayments(tx: Executor, entries: readonly NewRepayment[]) {
  return insertReceiptsWithEntries(
    tx,
    entries.map((entry) => {
      const { applicationId, valueDate, amountCents, split, receipt, actor } = entry;
      const notes = entry.notes ?? null;
      return {
        receipt: {
          applicationId,
          amountCents,
          appliedLateFeeCents: split.lateFeeCents,
          appliedInterestCents: split.interestCents,
          appliedPrincipalCents: split.principalCents,
          unappliedCents: split.creditCents,
          paymentDate: valueDate,
          notes,
          recordedBy: actor.role === 'admin' ? actor.id : null,
          ...receipt,
        },
        entry: {
          ...(entry.entryId ? { id: entry.entryId } : {}),
          applicationId,
          type: entry.type ?? 'REPAYMENT',
          valueDate,
          amountCents,
          ...split,
          installmentIds: entry.installmentIds?.length ? [...entry.installmentIds] : null,
          prepayment: entry.prepayment ?? null,
          notes,
          ...actorColumns(actor),
        },
      };
    }),
  );
}

/**
 * Undoes a receipt: the loan replays as if it never happened (ADR 028), and the receipt's row is
 * marked with the approval that undid it (it keeps what it applied then). Answers the entry.
 */
export async function recordReversal(
  tx: Executor,
  entry: {
    applicationId: string;
    reversed: LoanTransactionRow;
    valueDate: IsoDate;
    notes: string;
    actor: LedgerActor;
    approval: { id: string; decidedAt: Date };
  },
) {
  const [row] = await insertLoanTransactions(tx, [
    {
      applicationId: entry.applicationId,
      type: 'REVERSAL',
      valueDate: entry.valueDate,
      amountCents: entry.reversed.amountCents,
      reversalOf: entry.reversed.id,
      notes: entry.notes,
      ...actorColumns(entry.actor),
    },
  ]);
  if (entry.reversed.paymentId) {
    await markReceiptReversed(tx, entry.reversed.paymentId, {
      at: entry.approval.decidedAt,
      approvalId: entry.approval.id,
    });
  }
  return row as LoanTransactionRow;
}

/**
 * The loan written off on `valueDate`, its unpaid principal and late fees off the books (the split
 * its replay gives), marked on the application so the portfolio leaves it that day.
 */
export async function recordWriteOff(
  tx: Executor,
  entry: {
    applicationId: string;
    valueDate: IsoDate;
    split: { principalCents: Cents; lateFeeCents: Cents };
    notes: string;
    actor: LedgerActor;
  },
) {
  const { principalCents, lateFeeCents } = entry.split;
  const [row] = await insertLoanTransactions(tx, [
    {
      applicationId: entry.applicationId,
      type: 'WRITE_OFF',
      valueDate: entry.valueDate,
      amountCents: principalCents + lateFeeCents,
      principalCents,
      lateFeeCents,
      notes: entry.notes,
      ...actorColumns(entry.actor),
    },
  ]);
  await markWrittenOff(tx, entry.applicationId, entry.valueDate);
  return row as LoanTransactionRow;
}

/** A restructuring's mark in the ledger: no money moves; the schedule already changed under it. */
export async function recordReschedule(
  tx: Executor,
  entry: {
    applicationId: string;
    valueDate: IsoDate;
    notes: string;
    actor: LedgerActor;
    /** A term extension's record: each installment's amounts until it (ADR 049). */
    changes?: ScheduleChange[];
  },
) {
  const [row] = await insertLoanTransactions(tx, [
    {
      applicationId: entry.applicationId,
      type: 'RESCHEDULE',
      valueDate: entry.valueDate,
      amountCents: 0,
      scheduleChanges: entry.changes ?? null,
      notes: entry.notes,
      ...actorColumns(entry.actor),
    },
  ]);
  return row as LoanTransactionRow;
}

/** Unapplied credit paid back to the customer: the loan's credit falls by the amount. */
export async function recordRefund(
  tx: Executor,
  entry: { applicationId: string; valueDate: IsoDate; amountCents: Cents; notes: string; actor: LedgerActor },
) {
  const [row] = await insertLoanTransactions(tx, [
    {
      applicationId: entry.applicationId,
      type: 'REFUND',
      valueDate: entry.valueDate,
      amountCents: entry.amountCents,
      creditCents: -entry.amountCents,
      notes: entry.notes,
      ...actorColumns(entry.actor),
    },
  ]);
  return row as LoanTransactionRow;
}

/** One installment's unpaid late fee forgiven by an admin, with the reason they gave. */
export async function recordLateFeeWaiver(
  tx: Executor,
  entry: {
    applicationId: string;
    installmentId: string;
    valueDate: IsoDate;
    amountCents: Cents;
    notes: string;
    actor: LedgerActor;
  },
) {
  if (entry.amountCents === 0) return [];
  return insertLoanTransactions(tx, [
    {
      applicationId: entry.applicationId,
      type: 'LATE_FEE_WAIVER',
      valueDate: entry.valueDate,
      amountCents: entry.amountCents,
      lateFeeCents: entry.amountCents,
      installmentId: entry.installmentId,
      notes: entry.notes,
      ...actorColumns(entry.actor),
    },
  ]);
}

/** A stored entry as the replay takes it. */
export function toLedgerEntry(row: LoanTransactionRow): LoanTransaction {
  const base = {
    id: row.id,
    valueDate: row.valueDate,
    postedAt: row.createdAt.toISOString(),
    amountCents: row.amountCents,
  };
  switch (row.type) {
    case 'DISBURSEMENT':
      return { ...base, type: 'DISBURSEMENT' };
    case 'PAYOFF':
    case 'WRITE_OFF':
    case 'RECOVERY':
    case 'REFUND':
      return { ...base, type: row.type };
    case 'RESCHEDULE':
      return {
        ...base,
        type: 'RESCHEDULE',
        ...(row.scheduleChanges?.length ? { changes: row.scheduleChanges } : {}),
      };
    case 'REPAYMENT':
      return {
        ...base,
        type: 'REPAYMENT',
        ...(row.installmentIds?.length ? { installmentIds: row.installmentIds } : {}),
        ...(row.prepayment ? { prepayment: row.prepayment } : {}),
      };
    case 'LATE_FEE':
    case 'LATE_FEE_WAIVER':
      return { ...base, type: row.type, installmentId: row.installmentId as string };
    case 'REVERSAL':
      return { ...base, type: 'REVERSAL', reversalOf: row.reversalOf as string };
    default:
      // No writer posts the other §9 types yet; the replay gets their handlers with their writers.
      throw new Error(`loan transaction ${row.id}: the replay does not know ${row.type} yet`);
  }
}

/** A loan's schedule, its ledger and the settings' grace days: what its replay takes. */
async function loadStoredLoan(db: Executor, applicationId: string) {
  // One after the other: inside a transaction its client runs one query at a time.
  const schedule = await listScheduledInstallments(db, applicationId);
  const entries = await listLoanTransactions(db, applicationId);
  const settings = await findSystemSettings(db);
  return { schedule, entries, graceDays: settings.payments.gracePeriod };
}

/** A loan's schedule and ledger replayed on `asOf` with the settings' grace days. */
export async function replayStoredLoan(
  db: Executor,
  loan: { id: string; startDate: IsoDate },
  asOf: IsoDate,
) {
  const { schedule, entries, graceDays } = await loadStoredLoan(db, loan.id);
  const replay = replayLoan({
    installments: schedule,
    transactions: entries.map((e) => toLedgerEntry(e.entry)),
    asOf,
    graceDays,
    startDate: loan.startDate,
  });
  return { replay, entries };
}

/**
 * A loan's account statement for a period (PRODUCT.md §10), with each line's entry as stored (its
 * receipt's number, the entry a reversal undid).
 */
export async function loanStatement(
  db: Executor,
  loan: { id: string; startDate: IsoDate },
  period: { from: IsoDate; to: IsoDate },
  asOf: IsoDate,
) {
  const { schedule, entries, graceDays } = await loadStoredLoan(db, loan.id);
  const statement = accountStatement(
    {
      installments: schedule,
      transactions: entries.map((e) => toLedgerEntry(e.entry)),
      asOf,
      graceDays,
      startDate: loan.startDate,
    },
    period,
  );
  return { statement, entries };
}

const LOAN_STATUSES = ['APPROVED', 'DISBURSED'];
const notFound = () => new NotFoundError('Préstamo no encontrado.', 'LOAN_NOT_FOUND');

/** The loan behind an application: approved or disbursed, never deleted; otherwise 404. */
export async function requireLoan(db: Executor, applicationId: string) {
  const application = await findLoanApplication(db, applicationId);
  if (!application || !LOAN_STATUSES.includes(application.status)) throw notFound();
  return application;
}

/** Who may read a loan's documents besides the back-office: its customer, or its application's vendor. */
export type LoanReader = { customerId: string } | { vendorId: string };

/**
 * The loan behind an application with who owes it and what it bought, for its documents. With a
 * reader, only that customer's or vendor's own: another's answers 404 like one that does not exist.
 */
export async function requireLoanParties(db: Executor, applicationId: string, reader?: LoanReader) {
  const application = await requireLoan(db, applicationId);
  const parties = await findLoanParties(db, applicationId);
  const theirs =
    parties !== undefined &&
    (reader === undefined ||
      ('customerId' in reader
        ? parties.customerId === reader.customerId
        : parties.vendorId === reader.vendorId));
  if (!parties || !theirs) throw notFound();
  return { application, parties };
}

/** GET /admin/loans/:applicationId (PRODUCT.md §9): the loan as its ledger replays today. */
export async function getLoanDetail(db: Executor, clock: Clock, applicationId: string): Promise<LoanDetail> {
  const application = await requireLoan(db, applicationId);
  const { replay, entries } = await replayStoredLoan(db, application, businessToday(clock.now()));
  const pendingReversals = await pendingApprovalTargets(db, applicationId, 'PAYMENT_REVERSAL');
  const repossession = await findLatestRepossession(db, applicationId);
  const repossessing = repossession?.status === 'ORDERED' || repossession?.status === 'RECOVERED';
  const number = formatApplicationNumber(application.number, application.createdAt);
  const { totals } = replay;
  // Under watch after its last surviving restructuring (PRODUCT.md §9), until its 6th due date.
  const reversed = new Set(entries.flatMap(({ entry }) => (entry.reversalOf ? [entry.reversalOf] : [])));
  const restructuredOn = entries
    .filter(({ entry }) => entry.type === 'RESCHEDULE' && !reversed.has(entry.id))
    .map(({ entry }) => entry.valueDate)
    .at(-1);
  const until = restructuredOn
    ? watchUntil(
        replay.installments.map((i) => i.dueDate),
        restructuredOn,
      )
    : null;
  const watching = until !== null && until >= businessToday(clock.now());
  return {
    loan: {
      applicationId,
      number,
      paymentReference: paymentReference(number),
      status: totals.writtenOffOn
        ? 'WRITTEN_OFF'
        : repossessing
          ? 'REPOSSESSED'
          : totals.isActive
            ? 'ACTIVE'
            : 'PAID_OFF',
      principalOutstanding: fromCents(totals.principalOutstandingCents),
      interestOutstanding: fromCents(totals.interestOutstandingCents),
      lateFeesOutstanding: fromCents(totals.lateFeesOutstandingCents),
      unappliedCredit: fromCents(totals.unappliedCreditCents),
      daysPastDue: totals.daysPastDue,
      nextDueDate: totals.nextDueDate,
      watchUntil: watching ? until : null,
    },
    installments: replay.installments.map((i) => ({
      id: i.id,
      paymentNumber: i.paymentNumber,
      dueDate: i.dueDate,
      amount: fromCents(i.amountCents),
      principal: fromCents(i.principalCents),
      interest: fromCents(i.interestCents),
      lateFee: fromCents(i.lateFeeCents),
      paidAmount: fromCents(i.paidAmountCents),
      isPaid: i.isPaid,
      isOverdue: i.isOverdue,
      status: i.status,
    })),
    transactions: transactionViews(replay, entries, pendingReversals),
    repossession: repossession ? toRepossessionView(repossession) : null,
  };
}

/**
 * The history with who wrote each entry. A surviving entry shows the split the replay gives it
 * today (a back-dated receipt can move a later one's); a reversed entry or a reversal, the split
 * it was posted with.
 */
function transactionViews(
  replay: LoanReplay,
  entries: Awaited<ReturnType<typeof listLoanTransactions>>,
  pendingReversals: ReadonlySet<string>,
) {
  const splits = new Map(replay.transactions.map((s) => [s.id, s]));
  const reversedAt = new Map(
    entries
      .filter((e) => e.entry.type === 'REVERSAL' && e.entry.reversalOf)
      .map((e) => [e.entry.reversalOf as string, e.entry.createdAt.toISOString()]),
  );
  return entries.map(({ entry, actorName, receipt }) => {
    const split = splits.get(entry.id) ?? entry;
    const reversed = reversedAt.get(entry.id);
    return {
      id: entry.id,
      type: entry.type,
      valueDate: entry.valueDate,
      amount: fromCents(entry.amountCents),
      principal: fromCents(split.principalCents),
      interest: fromCents(split.interestCents),
      lateFee: fromCents(split.lateFeeCents),
      createdAt: entry.createdAt.toISOString(),
      createdBy: actorName ?? 'Sistema',
      ...(reversed ? { reversedAt: reversed } : {}),
      ...(entry.reversalOf ? { reversalOf: entry.reversalOf } : {}),
      ...(entry.notes ? { notes: entry.notes } : {}),
      ...(entry.paymentId ? { paymentId: entry.paymentId } : {}),
      ...(receipt ? { receiptNumber: formatReceiptNumber(receipt.year, receipt.number) } : {}),
      ...(entry.paymentId && pendingReversals.has(entry.paymentId) ? { reversalPending: true } : {}),
    };
  });
}
