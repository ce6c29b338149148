/**
 * The accounting journal (PRODUCT.md §9, ADR 032): every loan ledger entry as a balanced double
 * entry over a fixed chart of accounts. Interest is recognised on a cash basis: interest income is
 * posted when a receipt pays it (the schedule fixes each installment's interest, nothing accrues
 * daily). A receipt posts the split of the loan's current replay, what the books say now.
 */
import type { IsoDate } from './dates.ts';
import type { TransactionSplit } from './loan-replay.ts';
import {
  type LoanTransaction,
  type LoanTransactionType,
  ledgerOrder,
  type ReplayedTransaction,
} from './loan-transactions.ts';
import type { Cents } from './money.ts';

/** The chart of accounts: code and Spanish name, in code order. */
export const JOURNAL_ACCOUNTS = {
  CASH: { code: '1101', name: 'Caja y bancos' },
  LOAN_PORTFOLIO: { code: '1201', name: 'Cartera de préstamos' },
  LATE_FEES_RECEIVABLE: { code: '1202', name: 'Mora por cobrar' },
  DEALER_PAYABLES: { code: '2101', name: 'Cuentas por pagar a concesionarios' },
  CUSTOMER_CREDIT: { code: '2102', name: 'Saldos a favor de clientes' },
  INTEREST_INCOME: { code: '4101', name: 'Ingresos por intereses' },
  LATE_FEE_INCOME: { code: '4102', name: 'Ingresos por mora' },
  RECOVERIES: { code: '4201', name: 'Recuperaciones' },
  WRITE_OFF_LOSSES: { code: '5101', name: 'Pérdidas por castigos' },
} as const;

export type JournalAccount = keyof typeof JOURNAL_ACCOUNTS;

/** What an entry moved, as positive cents (a replay's split without its id and type). */
export type JournalSplit = Omit<TransactionSplit, 'id' | 'type'>;

export interface JournalLine {
  account: JournalAccount;
  debitCents: Cents;
  creditCents: Cents;
}

/** What posts the lines of one entry that is not a reversal. */
export interface JournalMovement {
  type: ReplayedTransaction['type'];
  amountCents: Cents;
  split: JournalSplit;
}

/** One ledger entry ready to post: a REVERSAL carries the movement it undoes. */
export interface JournalSource {
  transactionId: string;
  valueDate: IsoDate;
  type: LoanTransactionType;
  movement: JournalMovement;
}

export interface JournalEntry {
  transactionId: string;
  date: IsoDate;
  type: LoanTransactionType;
  memo: string;
  lines: JournalLine[];
}

const MEMOS: Record<ReplayedTransaction['type'], string> = {
  DISBURSEMENT: 'Desembolso del préstamo',
  REPAYMENT: 'Pago recibido',
  PAYOFF: 'Cancelación anticipada',
  WRITE_OFF: 'Castigo del préstamo',
  RECOVERY: 'Recuperación de cartera castigada',
  REFUND: 'Devolución de saldo a favor',
  RESCHEDULE: 'Reestructuración',
  LATE_FEE: 'Recargo por mora',
  LATE_FEE_WAIVER: 'Exoneración de mora',
};

const debit = (account: JournalAccount, cents: Cents): JournalLine => ({
  account,
  debitCents: cents,
  creditCents: 0,
});
const credit = (account: JournalAccount, cents: Cents): JournalLine => ({
  account,
  debitCents: 0,
  creditCents: cents,
});

/** The lines of one movement, lines of 0 included; one case per type and no default, so a new type fails to compile. */
function allLines({ type, amountCents, split }: JournalMovement): JournalLine[] {
  switch (type) {
    case 'DISBURSEMENT':
      return [debit('LOAN_PORTFOLIO', split.principalCents), credit('DEALER_PAYABLES', split.principalCents)];
    case 'REPAYMENT':
    case 'PAYOFF': {
      const parts = split.principalCents + split.interestCents + split.lateFeeCents + split.creditCents;
      // A receipt's split always spends its whole amount; anything else would post an unbalanced entry.
      if (parts !== amountCents) throw new RangeError(`receipt of ${amountCents} split into ${parts}`);
      // Only a payoff spends credit kept before (a negative credit part): the credit account pays too.
      if (split.creditCents < 0 && type !== 'PAYOFF') throw new RangeError('only a payoff spends credit');
      return [
        debit('CASH', amountCents),
        debit('CUSTOMER_CREDIT', Math.max(0, -split.creditCents)),
        credit('LOAN_PORTFOLIO', split.principalCents),
        credit('INTEREST_INCOME', split.interestCents),
        credit('LATE_FEES_RECEIVABLE', split.lateFeeCents),
        credit('CUSTOMER_CREDIT', Math.max(0, split.creditCents)),
      ];
    }
    case 'WRITE_OFF':
      return [
        debit('WRITE_OFF_LOSSES', split.principalCents + split.lateFeeCents),
        credit('LOAN_PORTFOLIO', split.principalCents),
        credit('LATE_FEES_RECEIVABLE', split.lateFeeCents),
      ];
    case 'RECOVERY': {
      // What it pays was written off already: income from recoveries; the excess is credit.
      const recovered = split.principalCents + split.interestCents + split.lateFeeCents;
      if (recovered + split.creditCents !== amountCents) {
        throw new RangeError(`recovery of ${amountCents} split into ${recovered + split.creditCents}`);
      }
      return [
        debit('CASH', amountCents),
        credit('RECOVERIES', recovered),
        credit('CUSTOMER_CREDIT', split.creditCents),
      ];
    }
    case 'REFUND':
      return [debit('CUSTOMER_CREDIT', amountCents), credit('CASH', amountCents)];
    case 'RESCHEDULE':
      // Dates move, no money: nothing to book.
      return [];
    case 'LATE_FEE':
      return [
        debit('LATE_FEES_RECEIVABLE', split.lateFeeCents),
        credit('LATE_FEE_INCOME', split.lateFeeCents),
      ];
    case 'LATE_FEE_WAIVER':
      return [
        debit('LATE_FEE_INCOME', split.lateFeeCents),
        credit('LATE_FEES_RECEIVABLE', split.lateFeeCents),
      ];
  }
}

/** The lines of one movement; lines of 0 are left out, so a cancelled late fee posts nothing. */
export function movementLines(movement: JournalMovement): JournalLine[] {
  return allLines(movement).filter((l) => l.debitCents > 0 || l.creditCents > 0);
}

/** One entry's journal: a reversal posts the undone entry's lines with debits and credits swapped. */
export function journalEntry(source: JournalSource): JournalEntry {
  const lines = movementLines(source.movement);
  const memo = MEMOS[source.movement.type];
  const base = { transactionId: source.transactionId, date: source.valueDate, type: source.type };
  if (source.type !== 'REVERSAL') return { ...base, memo, lines };
  return {
    ...base,
    memo: `Reversión: ${memo.charAt(0).toLowerCase()}${memo.slice(1)}`,
    lines: lines.map((l) => ({ account: l.account, debitCents: l.creditCents, creditCents: l.debitCents })),
  };
}

/**
 * A loan's ledger as journal sources, in ledger order. A surviving entry moves what the current
 * replay says (`replaySplits`); a reversed entry, and so its reversal, what it was posted with
 * (`postedSplits`): the pair nets to nothing whatever split they carry.
 */
export function journalSources(
  transactions: readonly LoanTransaction[],
  replaySplits: readonly TransactionSplit[],
  postedSplits: ReadonlyMap<string, JournalSplit>,
): JournalSource[] {
  const current = new Map(replaySplits.map((s) => [s.id, s]));
  const byId = new Map(transactions.map((tx) => [tx.id, tx]));
  const movementOf = (tx: LoanTransaction): JournalMovement => {
    if (tx.type === 'REVERSAL') throw new RangeError(`reversal ${tx.id} cannot be reversed`);
    const split = current.get(tx.id) ?? postedSplits.get(tx.id);
    if (!split) throw new RangeError(`transaction ${tx.id}: no split to post`);
    const { principalCents, interestCents, lateFeeCents, creditCents } = split;
    return {
      type: tx.type,
      amountCents: tx.amountCents,
      split: { principalCents, interestCents, lateFeeCents, creditCents },
    };
  };
  return ledgerOrder(transactions).map((tx) => {
    const target = tx.type === 'REVERSAL' ? byId.get(tx.reversalOf) : tx;
    if (!target) throw new RangeError(`reversal ${tx.id}: no transaction to reverse`);
    return { transactionId: tx.id, valueDate: tx.valueDate, type: tx.type, movement: movementOf(target) };
  });
}

/** Debits and credits of a set of lines. */
export function journalTotals(lines: readonly JournalLine[]): { debitCents: Cents; creditCents: Cents } {
  let debitCents = 0;
  let creditCents = 0;
  for (const l of lines) {
    debitCents += l.debitCents;
    creditCents += l.creditCents;
  }
  return { debitCents, creditCents };
}

/** Each account's debits and credits, in chart order; accounts without lines are left out. */
export function balancesByAccount(lines: readonly JournalLine[]) {
  const sums = new Map<JournalAccount, { debitCents: Cents; creditCents: Cents }>();
  for (const l of lines) {
    const sum = sums.get(l.account) ?? { debitCents: 0, creditCents: 0 };
    sum.debitCents += l.debitCents;
    sum.creditCents += l.creditCents;
    sums.set(l.account, sum);
  }
  return (Object.keys(JOURNAL_ACCOUNTS) as JournalAccount[])
    .filter((account) => sums.has(account))
    .map((account) => ({ account, ...(sums.get(account) as { debitCents: Cents; creditCents: Cents }) }));
}
