import type { Cents } from './money.ts';

/** What is still owed on one installment, part by part. */
export interface InstallmentBalance {
  lateFeeCents: Cents;
  interestCents: Cents;
  principalCents: Cents;
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
