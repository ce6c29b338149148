import {
  type AppliedPayment,
  adminAllocationOrder,
  allocatePayment,
  type applyPaymentBody,
  businessToday,
  formatUsdCents,
  fromCents,
  type IsoDate,
  installmentState,
  type LoanBalance,
  oldestFirstOrder,
  type PaymentMethod,
  paymentMessages,
  toCents,
  totalOwedCents,
} from '@quincena/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { lockApplication } from '../applications/applications.repository.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { auditDiff } from '../audit/audit-changes.ts';
import { recordRepayment } from '../loans/index.ts';
import { assertPaymentMethodEnabled } from '../settings/settings.service.ts';
import {
  findInstallmentLoans,
  findLoanStatus,
  type InstallmentRow,
  listLoanInstallments,
  lockLoanInstallments,
  updateInstallment,
} from './installments.repository.ts';
import { insertAllocations, insertPayment } from './payments.repository.ts';

export interface Receipt {
  amountCents: number;
  method: PaymentMethod;
  reference?: string;
  paymentDate: IsoDate;
  notes?: string;
}

interface Actor {
  role: 'admin';
  id: string;
}

const ACTIVE_LOAN = ['APPROVED', 'DISBURSED'];

/**
 * Applies one receipt to one loan, inside the caller's transaction, with the application and its
 * installments locked: the payment, its allocations, the installments' paid parts and the audit
 * entry commit together. `order` picks the installments in the order they take the money.
 */
export async function applyReceiptToLoan(
  tx: Transaction,
  applicationId: string,
  receipt: Receipt,
  actor: Actor & { source: 'ADMIN' | 'CUSTOMER_REPORT' },
  order: (
    unpaid: (InstallmentRow & { owed: ReturnType<typeof installmentState>['owed'] })[],
  ) => typeof unpaid,
  today: IsoDate,
  /** The admin's selection, which the ledger keeps so the replay pays it first. */
  selection?: readonly string[],
): Promise<AppliedPayment> {
  const loan = await lockApplication(tx, applicationId);
  if (!loan || !ACTIVE_LOAN.includes(loan.status)) {
    throw new ConflictError('El préstamo no está activo.', 'LOAN_NOT_ACTIVE');
  }
  const rows = await lockLoanInstallments(tx, applicationId);
  const unpaid = rows
    .map((row) => ({ ...row, owed: installmentState(row, today).owed }))
    .filter((row) => !installmentState(row, today).isPaid);
  const { allocations, unappliedCents } = allocatePayment(order(unpaid), receipt.amountCents);

  const sumOf = (part: 'lateFeeCents' | 'interestCents' | 'principalCents') =>
    allocations.reduce((sum, a) => sum + a[part], 0);
  const payment = await insertPayment(tx, {
    applicationId,
    customerId: loan.customerId,
    amountCents: receipt.amountCents,
    appliedLateFeeCents: sumOf('lateFeeCents'),
    appliedInterestCents: sumOf('interestCents'),
    appliedPrincipalCents: sumOf('principalCents'),
    unappliedCents,
    method: receipt.method,
    reference: receipt.reference ?? null,
    paymentDate: receipt.paymentDate,
    notes: receipt.notes ?? null,
    source: actor.source,
    recordedBy: actor.id,
  });
  await recordRepayment(tx, {
    applicationId,
    paymentId: payment.id,
    valueDate: receipt.paymentDate,
    amountCents: receipt.amountCents,
    split: {
      principalCents: payment.appliedPrincipalCents,
      interestCents: payment.appliedInterestCents,
      lateFeeCents: payment.appliedLateFeeCents,
      creditCents: unappliedCents,
    },
    installmentIds: selection,
    notes: receipt.notes,
    actor: { role: actor.role, id: actor.id },
  });
  await insertAllocations(
    tx,
    allocations.map((a) => ({
      paymentId: payment.id,
      installmentId: a.id,
      lateFeeCents: a.lateFeeCents,
      interestCents: a.interestCents,
      principalCents: a.principalCents,
    })),
  );
  const touched: AppliedPayment['installments'] = [];
  for (const a of allocations) {
    const row = rows.find((r) => r.id === a.id) as InstallmentRow;
    const paid = {
      paidLateFeeCents: row.paidLateFeeCents + a.lateFeeCents,
      paidInterestCents: row.paidInterestCents + a.interestCents,
      paidPrincipalCents: row.paidPrincipalCents + a.principalCents,
    };
    const state = installmentState({ ...row, ...paid }, today);
    await updateInstallment(tx, row.id, { ...paid, paidAt: state.isPaid ? receipt.paymentDate : null });
    touched.push({ id: row.id, paidAmount: fromCents(state.paidCents), isPaid: state.isPaid });
  }
  const appliedCents = receipt.amountCents - unappliedCents;
  await recordAudit(tx, {
    entityType: 'payment',
    entityId: payment.id,
    action: 'applied',
    actor: { role: actor.role, id: actor.id },
    changes: auditDiff(null, {
      applicationId,
      source: actor.source,
      amountCents: receipt.amountCents,
      appliedAmountCents: appliedCents,
      unappliedAmountCents: unappliedCents,
      paymentMethod: receipt.method,
      paymentReference: receipt.reference,
      paymentDate: receipt.paymentDate,
      notes: receipt.notes,
      // The installments it paid, by number, as the schedule shows them.
      installments: allocations.map((a) => rows.find((r) => r.id === a.id)?.paymentNumber),
    }),
  });
  return {
    payment: {
      id: payment.id,
      applicationId,
      amount: fromCents(receipt.amountCents),
      appliedAmount: fromCents(appliedCents),
      unappliedAmount: fromCents(unappliedCents),
    },
    installments: touched,
  };
}

/** Refuses a payment date after today (Panama). */
export function assertNotFuture(paymentDate: IsoDate, today: IsoDate) {
  if (paymentDate > today) {
    throw new ValidationError(paymentMessages.futureDate, [
      { field: 'paymentDate', message: paymentMessages.futureDate },
    ]);
  }
}

/**
 * The admin's receipt for the installments selected in the calendar: one loan, nothing already
 * paid, at least what they still owe and at most what the whole loan owes; the excess goes to the
 * next unpaid ones by due date.
 */
export async function applyAdminPayment(
  deps: { db: Database; clock: Clock },
  adminId: string,
  input: z.infer<typeof applyPaymentBody>,
): Promise<AppliedPayment> {
  const today = businessToday(deps.clock.now());
  assertNotFuture(input.paymentDate, today);
  await assertPaymentMethodEnabled(deps.db, input.paymentMethod);
  const ids = [...new Set(input.paymentIds)];
  const amountCents = toCents(input.totalAmountReceived);
  return deps.db.transaction(async (tx) => {
    const loans = await findInstallmentLoans(tx, ids);
    if (loans.length !== ids.length) throw new NotFoundError('Cuota no encontrada.', 'INSTALLMENT_NOT_FOUND');
    const loanIds = new Set(loans.map((l) => l.applicationId));
    if (loanIds.size > 1) throw new ValidationError(paymentMessages.mixedLoans, undefined, 'MIXED_LOANS');
    const [applicationId] = loanIds as Set<string>;
    const selected = new Set(ids);
    return applyReceiptToLoan(
      tx,
      applicationId as string,
      {
        amountCents,
        method: input.paymentMethod,
        reference: input.paymentReference,
        paymentDate: input.paymentDate,
        notes: input.notes,
      },
      { role: 'admin', id: adminId, source: 'ADMIN' },
      (unpaid) => {
        // Checked here, under the locks: a selection someone else paid a moment ago is refused whole.
        const open = unpaid.filter((row) => selected.has(row.id));
        if (open.length !== selected.size) {
          throw new ConflictError(paymentMessages.alreadyPaid, 'INSTALLMENT_ALREADY_PAID');
        }
        const expectedCents = open.reduce(
          (sum, row) => sum + row.owed.lateFeeCents + row.owed.interestCents + row.owed.principalCents,
          0,
        );
        if (amountCents < expectedCents) {
          throw new AppError(
            400,
            'AMOUNT_BELOW_EXPECTED',
            paymentMessages.belowExpected(formatUsdCents(amountCents), formatUsdCents(expectedCents)),
            { expected: fromCents(expectedCents), received: fromCents(amountCents) },
          );
        }
        // Read under the same locks as the allocation: nothing can pay the loan between the check and
        // the write, so an admin's receipt is always applied whole and never leaves credit (ADR 024).
        const maximumCents = totalOwedCents(unpaid);
        if (amountCents > maximumCents) {
          throw new AppError(
            400,
            'AMOUNT_ABOVE_BALANCE',
            paymentMessages.aboveBalance(formatUsdCents(amountCents), formatUsdCents(maximumCents)),
            { maximum: fromCents(maximumCents), received: fromCents(amountCents) },
          );
        }
        return adminAllocationOrder(unpaid, selected);
      },
      today,
      ids,
    );
  });
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
  today: IsoDate,
) {
  return applyReceiptToLoan(
    tx,
    applicationId,
    receipt,
    { role: 'admin', id: adminId, source: 'CUSTOMER_REPORT' },
    oldestFirstOrder,
    today,
  );
}
