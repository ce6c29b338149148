import type { IsoDate } from './dates.ts';
import { type InstallmentLedger, installmentState } from './installment-state.ts';
import type { Cents } from './money.ts';

export interface LoanStanding {
  totalPaidCents: Cents;
  /** Everything still owed, late fees included. */
  owedCents: Cents;
  /** What the customer still has to pay: owed less the credit waiting to be applied, never below 0. */
  remainingBalanceCents: Cents;
  paymentsCompleted: number;
  totalPayments: number;
  overdueCount: number;
  overdueCents: Cents;
  /** The first unpaid installment due today or later, with what is owed of it. */
  next: { dueDate: IsoDate; owedCents: Cents } | null;
}

/**
 * A loan's figures as the customer sees them, from its installments and its unapplied credit: one
 * definition for the calendar and the financial summary, which used to disagree (issue 23).
 */
export function loanStanding(
  installments: readonly InstallmentLedger[],
  creditCents: Cents,
  today: IsoDate,
): LoanStanding {
  const states = installments.map((item) => ({ item, state: installmentState(item, today) }));
  const sum = (values: Cents[]) => values.reduce((total, v) => total + v, 0);
  const owedCents = sum(states.map((s) => s.state.owedCents));
  const overdue = states.filter((s) => s.state.isOverdue);
  const next = states
    .filter((s) => !s.state.isPaid && s.item.dueDate >= today)
    .sort((a, b) => (a.item.dueDate < b.item.dueDate ? -1 : a.item.dueDate > b.item.dueDate ? 1 : 0))[0];
  return {
    totalPaidCents: sum(states.map((s) => s.state.paidCents)),
    owedCents,
    remainingBalanceCents: Math.max(0, owedCents - creditCents),
    paymentsCompleted: states.filter((s) => s.state.isPaid).length,
    totalPayments: states.length,
    overdueCount: overdue.length,
    overdueCents: sum(overdue.map((s) => s.state.owedCents)),
    next: next ? { dueDate: next.item.dueDate, owedCents: next.state.owedCents } : null,
  };
}
