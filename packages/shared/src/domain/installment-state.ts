import type { InstallmentBalance } from './allocation.ts';
import type { IsoDate } from './dates.ts';
import { type Cents, fromCents } from './money.ts';

/** One stored installment, as far as money and dates go. */
export interface InstallmentLedger {
  dueDate: IsoDate;
  amountCents: Cents;
  principalCents: Cents;
  interestCents: Cents;
  lateFeeCents: Cents;
  paidLateFeeCents: Cents;
  paidInterestCents: Cents;
  paidPrincipalCents: Cents;
  /** Scheduled interest an early payoff did not charge (Ley 42 de 2001, art. 31): owed no more. */
  rebatedInterestCents: Cents;
}

export type InstallmentStatus = 'PAID' | 'PARTIAL' | 'OVERDUE' | 'PENDING';

export interface InstallmentState {
  /** Still owed, part by part. */
  owed: InstallmentBalance;
  owedCents: Cents;
  paidCents: Cents;
  isPaid: boolean;
  /** Unpaid after its due date (America/Panama "today"). */
  isOverdue: boolean;
  status: InstallmentStatus;
}

/**
 * The one definition of an installment's state, used by the API, the web and the seed: it is paid
 * when its amount and any late fee are covered, overdue when not paid and its due date has passed.
 */
export function installmentState(item: InstallmentLedger, today: IsoDate): InstallmentState {
  const owed: InstallmentBalance = {
    lateFeeCents: item.lateFeeCents - item.paidLateFeeCents,
    interestCents: item.interestCents - item.paidInterestCents - item.rebatedInterestCents,
    principalCents: item.principalCents - item.paidPrincipalCents,
  };
  const owedCents = owed.lateFeeCents + owed.interestCents + owed.principalCents;
  const paidCents = item.paidLateFeeCents + item.paidInterestCents + item.paidPrincipalCents;
  const isPaid = owedCents <= 0;
  const isOverdue = !isPaid && item.dueDate < today;
  const status: InstallmentStatus = isPaid
    ? 'PAID'
    : isOverdue
      ? 'OVERDUE'
      : paidCents > 0
        ? 'PARTIAL'
        : 'PENDING';
  return { owed, owedCents, paidCents, isPaid, isOverdue, status };
}

/** A stored installment: its money and dates, and what identifies it in the loan's schedule. */
export interface StoredInstallment extends InstallmentLedger {
  id: string;
  paymentNumber: number;
  /** The day it became paid; null while it is not. */
  paidAt: IsoDate | null;
}

/**
 * An installment in dollars with its state on `today`: the one view every answer that shows
 * installments picks its fields from (the calendar, the schedule, the application's detail, the
 * customer's calendar), so they can never disagree on a figure.
 */
export function installmentView(item: StoredInstallment, today: IsoDate) {
  const state = installmentState(item, today);
  return {
    id: item.id,
    paymentNumber: item.paymentNumber,
    dueDate: item.dueDate,
    amount: fromCents(item.amountCents),
    principal: fromCents(item.principalCents),
    interest: fromCents(item.interestCents),
    lateFee: fromCents(item.lateFeeCents),
    paidLateFee: fromCents(item.paidLateFeeCents),
    paidInterest: fromCents(item.paidInterestCents),
    paidPrincipal: fromCents(item.paidPrincipalCents),
    paidAmount: fromCents(state.paidCents),
    owedAmount: fromCents(state.owedCents),
    isPaid: state.isPaid,
    isOverdue: state.isOverdue,
    status: state.status,
    paidAt: item.paidAt,
  };
}
