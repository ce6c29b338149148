import type { IsoDate } from './dates.ts';
import type { InstallmentLedger } from './installment-state.ts';
import type { ScheduleChange } from './loan-transactions.ts';
import { type Cents, roundHalfUpToCents } from './money.ts';
import { payoffPlan } from './payoff.ts';
import { nextQuincena } from './restructure.ts';

/** An installment's scheduled money: what a term extension changes (its paid parts stay). */
export interface ScheduledAmounts {
  amountCents: Cents;
  principalCents: Cents;
  interestCents: Cents;
}

export interface ExtendedInstallment extends ScheduledAmounts {
  dueDate: IsoDate;
}

export interface TermExtensionInput<T extends InstallmentLedger & { id: string; paymentNumber: number }> {
  /** The whole schedule as it stands on `date`, paid parts and rebates included. */
  installments: readonly T[];
  /** The day the extension takes effect (its approval). */
  date: IsoDate;
  /** The loan's anchor: the first interest period's start. */
  startDate: IsoDate;
  /** The loan's monthly rate; each quincena earns half of it. */
  monthlyRate: number;
  /** Installments the longer term adds (two a month). */
  addedInstallments: number;
}

export interface TermExtension {
  /** Every open installment, before and after: paid parts kept inside, a new date and share. */
  changed: { id: string; paymentNumber: number; before: ExtendedInstallment; after: ExtendedInstallment }[];
  /** The installments the longer term adds, numbered after the last one. */
  added: (ExtendedInstallment & { paymentNumber: number })[];
  /** The unpaid principal re-amortized: the same before and after. */
  principalCents: Cents;
  /** Interest already earned and unpaid, spread over the new installments without interest on it. */
  carriedInterestCents: Cents;
  /** The new regular installment: the annuity and its even share of the carried interest. */
  installmentCents: Cents;
}

const byDueDate = <T extends { dueDate: IsoDate; paymentNumber: number }>(a: T, b: T) =>
  a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.paymentNumber - b.paymentNumber;

/**
 * A term extension (PRODUCT.md §9, ADR 049): the unpaid principal of the open installments,
 * re-amortized at the loan's rate (half the monthly rate a quincena, on the declining balance) over
 * them and `addedInstallments` more, from the quincena in course on. The interest already earned
 * and unpaid (installments due by `date`) is carried, spread evenly and earning nothing; the
 * interest not yet earned is replaced by the new schedule's. Each open installment keeps what was
 * paid of it: its new principal and interest are its paid parts plus its share, so no principal
 * appears or disappears and no receipt's split changes. Late fees stay with their installments.
 */
export function extendTerm<T extends InstallmentLedger & { id: string; paymentNumber: number }>(
  input: TermExtensionInput<T>,
): TermExtension {
  const { date, monthlyRate, addedInstallments } = input;
  if (!Number.isSafeInteger(addedInstallments) || addedInstallments < 1) {
    throw new RangeError(`addedInstallments must be a whole number ≥ 1, got ${addedInstallments}`);
  }
  const items = [...input.installments].sort(byDueDate);
  const owedPrincipal = (i: InstallmentLedger) => i.principalCents - i.paidPrincipalCents;
  const owedInterest = (i: InstallmentLedger) =>
    i.interestCents - i.paidInterestCents - i.rebatedInterestCents;
  const owedFee = (i: InstallmentLedger) => i.lateFeeCents - i.paidLateFeeCents;
  const open = items.filter((i) => owedPrincipal(i) + owedInterest(i) + owedFee(i) > 0);
  const principalCents = open.reduce((sum, i) => sum + owedPrincipal(i), 0);
  if (principalCents <= 0) throw new RangeError('no unpaid principal to re-amortize');
  // Earned by `date`: what a payoff that day charges of the installments already due.
  const { charges } = payoffPlan({
    installments: items,
    unappliedCreditCents: 0,
    startDate: input.startDate,
    date,
  });
  const carriedInterestCents = charges
    .filter((c) => c.installment.dueDate <= date)
    .reduce((sum, c) => sum + c.interestCents, 0);

  const count = open.length + addedInstallments;
  const rate = monthlyRate / 2;
  const installmentCents = roundHalfUpToCents(((principalCents / 100) * rate) / (1 - (1 + rate) ** -count));
  const carryEach = Math.floor(carriedInterestCents / count);
  const carryRest = carriedInterestCents - carryEach * count;
  const firstOpen = open[0] as T;
  // ISO dates order as text: the quincena after `date`, or the first open due date when later.
  let dueDate = [nextQuincena(date), firstOpen.dueDate].sort().at(-1) as IsoDate;
  let balance = principalCents;
  const shares: { dueDate: IsoDate; principalCents: Cents; interestCents: Cents }[] = [];
  for (let k = 0; k < count; k += 1) {
    const interest = roundHalfUpToCents((balance / 100) * rate);
    const principal = k === count - 1 ? balance : Math.min(balance, Math.max(0, installmentCents - interest));
    balance -= principal;
    const carried = carryEach + (k < carryRest ? 1 : 0);
    shares.push({ dueDate, principalCents: principal, interestCents: interest + carried });
    dueDate = nextQuincena(dueDate);
  }

  const scheduled = (i: T): ExtendedInstallment => ({
    dueDate: i.dueDate,
    amountCents: i.amountCents,
    principalCents: i.principalCents,
    interestCents: i.interestCents,
  });
  const changed = open.map((i, k) => {
    const share = shares[k] as (typeof shares)[number];
    const principal = i.paidPrincipalCents + share.principalCents;
    const interest = i.paidInterestCents + i.rebatedInterestCents + share.interestCents;
    return {
      id: i.id,
      paymentNumber: i.paymentNumber,
      before: scheduled(i),
      after: {
        dueDate: share.dueDate,
        amountCents: principal + interest,
        principalCents: principal,
        interestCents: interest,
      },
    };
  });
  const lastNumber = Math.max(...items.map((i) => i.paymentNumber));
  const added = shares.slice(open.length).map((share, k) => ({
    paymentNumber: lastNumber + k + 1,
    dueDate: share.dueDate,
    amountCents: share.principalCents + share.interestCents,
    principalCents: share.principalCents,
    interestCents: share.interestCents,
  }));
  return {
    changed,
    added,
    principalCents,
    carriedInterestCents,
    installmentCents: installmentCents + carryEach,
  };
}

/**
 * What the extension's RESCHEDULE entry records (ADR 049): each changed installment's amounts until
 * it, and the installments it added (`addedIds`, in payment order) as not existing before it.
 */
export function scheduleChangesOf(extension: TermExtension, addedIds: readonly string[]): ScheduleChange[] {
  return [
    ...extension.changed.map(({ id, before }) => ({
      installmentId: id,
      before: {
        amountCents: before.amountCents,
        principalCents: before.principalCents,
        interestCents: before.interestCents,
      },
    })),
    ...addedIds.map((installmentId) => ({ installmentId, before: null })),
  ];
}
