import type { Cents } from './money.ts';

/** What is still owed on one installment, part by part. */
export interface InstallmentBalance {
  lateFeeCents: Cents;
  interestCents: Cents;
  principalCents: Cents;
}

/** What installments still owe in all, every part of each: the most money they can take. */
export function totalOwedCents(targets: readonly { owed: InstallmentBalance }[]): Cents {
  return targets.reduce(
    (sum, { owed }) =>
      sum +
      Math.max(owed.lateFeeCents, 0) +
      Math.max(owed.interestCents, 0) +
      Math.max(owed.principalCents, 0),
    0,
  );
}

export interface InstallmentAllocation extends InstallmentBalance {
  /** Money left after this installment, for the next one. */
  leftoverCents: Cents;
}

/** Applies money to one installment: late fee first, then interest, then principal. */
export function allocateToInstallment(owed: InstallmentBalance, amountCents: Cents): InstallmentAllocation {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0)
    throw new RangeError('amount must be whole cents ≥ 0');
  let left = amountCents;
  const take = (due: Cents) => {
    const part = Math.min(Math.max(due, 0), left);
    left -= part;
    return part;
  };
  const lateFeeCents = take(owed.lateFeeCents);
  const interestCents = take(owed.interestCents);
  const principalCents = take(owed.principalCents);
  return { lateFeeCents, interestCents, principalCents, leftoverCents: left };
}

export interface AllocationTarget {
  id: string;
  owed: InstallmentBalance;
}

export interface PaymentAllocation {
  allocations: (InstallmentBalance & { id: string })[];
  /** What no installment could take: kept as the loan's visible credit. */
  unappliedCents: Cents;
}

/**
 * Spreads a payment over installments in the order given (the caller decides it: the selected
 * ones then the next unpaid by due date, or oldest past-due first), late fee → interest →
 * principal inside each. Installments that take nothing are left out.
 */
export function allocatePayment(targets: readonly AllocationTarget[], amountCents: Cents): PaymentAllocation {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0)
    throw new RangeError('amount must be whole cents ≥ 0');
  let left = amountCents;
  const allocations: PaymentAllocation['allocations'] = [];
  for (const target of targets) {
    if (left === 0) break;
    const { leftoverCents, ...parts } = allocateToInstallment(target.owed, left);
    if (leftoverCents === left) continue;
    allocations.push({ id: target.id, ...parts });
    left = leftoverCents;
  }
  return { allocations, unappliedCents: left };
}

/** Customer-reported payments: oldest past-due first, then the one due, then future ones. */
export function oldestFirstOrder<T extends { dueDate: string; paymentNumber: number }>(
  unpaid: readonly T[],
): T[] {
  return [...unpaid].sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.paymentNumber - b.paymentNumber);
}

/** Admin receipts: the selected installments first, then the loan's other unpaid ones, each by due date. */
export function adminAllocationOrder<T extends { id: string; dueDate: string; paymentNumber: number }>(
  unpaid: readonly T[],
  selectedIds: ReadonlySet<string>,
): T[] {
  const byDue = oldestFirstOrder(unpaid);
  return [...byDue.filter((i) => selectedIds.has(i.id)), ...byDue.filter((i) => !selectedIds.has(i.id))];
}
