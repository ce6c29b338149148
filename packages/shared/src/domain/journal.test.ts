import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asTheApiWritesOff } from '../testing/write-off-ledgers.ts';
import { addDays, type IsoDate } from './dates.ts';
import {
  balancesByAccount,
  type JournalAccount,
  type JournalEntry,
  type JournalSplit,
  journalEntry,
  journalSources,
  journalTotals,
  movementLines,
} from './journal.ts';
import { replayLoan, type ScheduledInstallment } from './loan-replay.ts';
import type { LoanTransaction } from './loan-transactions.ts';

const START = '2026-03-15';
const START_DATE = '2026-02-28';
const at = (date: IsoDate, time = '12:00:00') => `${date}T${time}.000Z`;
const NONE: JournalSplit = { principalCents: 0, interestCents: 0, lateFeeCents: 0, creditCents: 0 };

/** Two installments of 6000 principal + 4000 interest, due 2026-03-15 and 2026-03-30. */
const schedule: ScheduledInstallment[] = [0, 1].map((k) => ({
  id: `i${k + 1}`,
  paymentNumber: k + 1,
  dueDate: addDays(START, 15 * k),
  amountCents: 10_000,
  principalCents: 6_000,
  interestCents: 4_000,
}));

/** The journal of a whole loan, every entry posted with the split the replay gives it now. */
function journalOf(
  transactions: LoanTransaction[],
  installments: readonly ScheduledInstallment[],
  postedSplits = new Map<string, JournalSplit>(),
) {
  const replay = replayLoan({ installments, transactions, asOf: START, graceDays: 5, startDate: START_DATE });
  return {
    replay,
    entries: journalSources(transactions, replay.transactions, postedSplits).map(journalEntry),
  };
}

const linesOf = (entry: JournalEntry | undefined) =>
  entry?.lines.map((l) => [l.account, l.debitCents, l.creditCents]);

describe('journal: the lines of each entry type', () => {
  const disbursement: LoanTransaction = {
    id: 'd',
    type: 'DISBURSEMENT',
    valueDate: START,
    postedAt: at(START),
    amountCents: 12_000,
  };

  it('a disbursement moves the financed principal from dealer payables to the portfolio', () => {
    const { entries } = journalOf([disbursement], schedule);
    expect(entries).toEqual([
      {
        transactionId: 'd',
        date: START,
        type: 'DISBURSEMENT',
        memo: 'Desembolso del préstamo',
        lines: [
          { account: 'LOAN_PORTFOLIO', debitCents: 12_000, creditCents: 0 },
          { account: 'DEALER_PAYABLES', debitCents: 0, creditCents: 12_000 },
        ],
      },
    ]);
  });

  it("a receipt debits cash and credits the replay's parts; a fee and a waiver move the receivable", () => {
    const { entries } = journalOf(
      [
        disbursement,
        {
          id: 'f',
          type: 'LATE_FEE',
          valueDate: '2026-03-21',
          postedAt: at('2026-03-21', '06:00:00'),
          amountCents: 2_500,
          installmentId: 'i1',
        },
        {
          id: 'w',
          type: 'LATE_FEE_WAIVER',
          valueDate: '2026-03-22',
          postedAt: at('2026-03-22'),
          amountCents: 1_000,
          installmentId: 'i1',
        },
        {
          id: 'r',
          type: 'REPAYMENT',
          valueDate: '2026-03-23',
          postedAt: at('2026-03-23'),
          amountCents: 21_600,
        },
      ],
      schedule,
    );
    expect(linesOf(entries[1])).toEqual([
      ['LATE_FEES_RECEIVABLE', 2_500, 0],
      ['LATE_FEE_INCOME', 0, 2_500],
    ]);
    expect(linesOf(entries[2])).toEqual([
      ['LATE_FEE_INCOME', 1_000, 0],
      ['LATE_FEES_RECEIVABLE', 0, 1_000],
    ]);
    // 1500 of fee, 8000 of interest, 12000 of principal, 100 left as credit.
    expect(linesOf(entries[3])).toEqual([
      ['CASH', 21_600, 0],
      ['LOAN_PORTFOLIO', 0, 12_000],
      ['INTEREST_INCOME', 0, 8_000],
      ['LATE_FEES_RECEIVABLE', 0, 1_500],
      ['CUSTOMER_CREDIT', 0, 100],
    ]);
    expect(entries[3]?.memo).toBe('Pago recibido');
  });

  it('a fee the history cancels posts no line', () => {
    const { entries } = journalOf(
      [
        {
          id: 'f',
          type: 'LATE_FEE',
          valueDate: '2026-03-18',
          postedAt: at('2026-03-18'),
          amountCents: 2_500,
          installmentId: 'i1',
        },
      ],
      schedule,
    );
    expect(entries).toEqual([expect.objectContaining({ transactionId: 'f', lines: [] })]);
  });

  it("a reversal posts the reversed entry's posted lines swapped, on the reversal's own date", () => {
    const receipt: LoanTransaction = {
      id: 'r',
      type: 'REPAYMENT',
      valueDate: '2026-03-20',
      postedAt: at('2026-03-20'),
      amountCents: 5_000,
    };
    const undo: LoanTransaction = {
      id: 'v',
      type: 'REVERSAL',
      valueDate: '2026-04-02',
      postedAt: at('2026-04-02'),
      amountCents: 5_000,
      reversalOf: 'r',
    };
    const posted = new Map([['r', { ...NONE, interestCents: 4_000, principalCents: 1_000 }]]);
    const { entries } = journalOf([undo, receipt, disbursement], schedule, posted);
    expect(entries.map((e) => [e.transactionId, e.date])).toEqual([
      ['d', START],
      ['r', '2026-03-20'],
      ['v', '2026-04-02'],
    ]);
    expect(linesOf(entries[1])).toEqual([
      ['CASH', 5_000, 0],
      ['LOAN_PORTFOLIO', 0, 1_000],
      ['INTEREST_INCOME', 0, 4_000],
    ]);
    expect(linesOf(entries[2])).toEqual([
      ['CASH', 0, 5_000],
      ['LOAN_PORTFOLIO', 1_000, 0],
      ['INTEREST_INCOME', 4_000, 0],
    ]);
    expect(entries[2]?.memo).toBe('Reversión: pago recibido');
  });

  it('refuses a receipt whose split does not spend its amount, and a reversed entry without its split', () => {
    expect(() =>
      movementLines({ type: 'REPAYMENT', amountCents: 100, split: { ...NONE, principalCents: 90 } }),
    ).toThrow(RangeError);
    const receipt: LoanTransaction = {
      id: 'r',
      type: 'REPAYMENT',
      valueDate: START,
      postedAt: at(START),
      amountCents: 1,
    };
    const undo: LoanTransaction = { ...receipt, id: 'v', type: 'REVERSAL', reversalOf: 'r' };
    expect(() => journalOf([receipt, undo], schedule)).toThrow(/no split/);
  });

  it('sums by account in chart order', () => {
    const { entries } = journalOf(
      [
        disbursement,
        { id: 'r', type: 'REPAYMENT', valueDate: START, postedAt: at(START), amountCents: 10_000 },
      ],
      schedule,
    );
    expect(balancesByAccount(entries.flatMap((e) => e.lines))).toEqual([
      { account: 'CASH', debitCents: 10_000, creditCents: 0 },
      { account: 'LOAN_PORTFOLIO', debitCents: 12_000, creditCents: 6_000 },
      { account: 'DEALER_PAYABLES', debitCents: 0, creditCents: 12_000 },
      { account: 'INTEREST_INCOME', debitCents: 0, creditCents: 4_000 },
    ]);
  });
});

// ---- Property tests: random loans and operations, replayed, then posted ----

const scheduleArb = fc
  .array(
    fc
      .record({
        principalCents: fc.integer({ min: 0, max: 6_000 }),
        interestCents: fc.integer({ min: 0, max: 3_000 }),
      })
      .filter((p) => p.principalCents + p.interestCents > 0),
    { minLength: 1, maxLength: 5 },
  )
  .map((parts) =>
    parts.map(
      (p, k): ScheduledInstallment => ({
        id: `i${k + 1}`,
        paymentNumber: k + 1,
        dueDate: addDays(START, 15 * k),
        amountCents: p.principalCents + p.interestCents,
        ...p,
      }),
    ),
  );

const dayArb = fc.integer({ min: 0, max: 90 });

/**
 * A loan as the API writes it: the financed principal disbursed (maybe re-dated: reversed and
 * posted again), then receipts, fees and waivers in any value-date order, some reversed later.
 */
function ledgerArb(installments: ScheduledInstallment[]) {
  const ids = installments.map((i) => i.id);
  const financed = installments.reduce((sum, i) => sum + i.principalCents, 0);
  const operation = fc.oneof(
    fc.record({
      type: fc.constant('REPAYMENT' as const),
      amountCents: fc.integer({ min: 0, max: 12_000 }),
      installmentIds: fc.option(fc.subarray(ids, { minLength: 1 }), { nil: undefined }),
    }),
    fc.record({
      type: fc.constant('LATE_FEE' as const),
      amountCents: fc.integer({ min: 0, max: 3_000 }),
      installmentId: fc.constantFrom(...ids),
    }),
    fc.record({
      type: fc.constant('LATE_FEE_WAIVER' as const),
      amountCents: fc.integer({ min: 0, max: 3_000 }),
      installmentId: fc.constantFrom(...ids),
    }),
    // Enough or not to pay the loan off: one spends the credit kept before, one is a plain receipt.
    fc.record({ type: fc.constant('PAYOFF' as const), amountCents: fc.integer({ min: 0, max: 60_000 }) }),
    // Written off: what comes after is a recovery, as the API posts it.
    fc.record({ type: fc.constant('WRITE_OFF' as const), amountCents: fc.constant(0) }),
    // Credit paid back: the books move it out whatever the loan's credit was then.
    fc.record({ type: fc.constant('REFUND' as const), amountCents: fc.integer({ min: 1, max: 3_000 }) }),
  );
  const draft = fc.record({ operation, day: dayArb, reversedAfter: fc.option(dayArb, { nil: undefined }) });
  return fc
    .record({ redatedOn: fc.option(dayArb, { nil: undefined }), drafts: fc.array(draft, { maxLength: 12 }) })
    .map(({ redatedOn, drafts }) => {
      const ledger: LoanTransaction[] = [
        {
          id: 'd0',
          type: 'DISBURSEMENT',
          valueDate: START,
          postedAt: at(START, '08:00:00'),
          amountCents: financed,
        },
      ];
      if (redatedOn !== undefined) {
        const valueDate = addDays(START, redatedOn);
        const postedAt = at(addDays(START, 100), '08:00:00');
        ledger.push(
          { id: 'd0v', type: 'REVERSAL', valueDate, postedAt, amountCents: financed, reversalOf: 'd0' },
          { id: 'd1', type: 'DISBURSEMENT', valueDate, postedAt, amountCents: financed },
        );
      }
      drafts.forEach(({ operation: op, day, reversedAfter }, k) => {
        const id = `t${String(k).padStart(2, '0')}`;
        const valueDate = addDays(START, day);
        const tx = { id, valueDate, postedAt: at(addDays(START, day + k)), ...op } as LoanTransaction;
        if (tx.type === 'REPAYMENT' && tx.installmentIds === undefined) delete tx.installmentIds;
        ledger.push(tx);
        if (reversedAfter !== undefined) {
          const on = addDays(START, day + reversedAfter);
          const postedAt = at(addDays(START, day + k + reversedAfter + 1));
          ledger.push({
            id: `${id}v`,
            type: 'REVERSAL',
            valueDate: on,
            postedAt,
            amountCents: tx.amountCents,
            reversalOf: id,
          });
        }
      });
      return asTheApiWritesOff(ledger);
    });
}

/** The split each entry had when posted: the replay of the entries written before it, and it. */
function postedSplitsOf(installments: ScheduledInstallment[], ledger: LoanTransaction[]) {
  const splits = new Map<string, JournalSplit>();
  const written: LoanTransaction[] = [];
  for (const tx of ledger) {
    if (tx.type === 'REVERSAL') continue;
    written.push(tx);
    const replay = replayLoan({
      installments,
      transactions: written,
      asOf: START,
      graceDays: 5,
      startDate: START_DATE,
    });
    const split = replay.transactions.find((s) => s.id === tx.id);
    if (split) splits.set(tx.id, split);
  }
  return splits;
}

const loansArb = fc.array(
  scheduleArb.chain((installments) =>
    fc.record({ installments: fc.constant(installments), ledger: ledgerArb(installments) }),
  ),
  { minLength: 1, maxLength: 3 },
);

function bookLoans(loans: { installments: ScheduledInstallment[]; ledger: LoanTransaction[] }[]) {
  return loans.map(({ installments, ledger }) => {
    const replay = replayLoan({
      installments,
      transactions: ledger,
      asOf: addDays(START, 120),
      graceDays: 3,
      startDate: START_DATE,
    });
    const sources = journalSources(ledger, replay.transactions, postedSplitsOf(installments, ledger));
    return { replay, entries: sources.map(journalEntry) };
  });
}

/** One account's balance over every line: debits less credits for an asset, the reverse for a liability. */
function balance(entries: JournalEntry[], account: JournalAccount, side: 'debit' | 'credit' = 'debit') {
  const sum = balancesByAccount(entries.flatMap((e) => e.lines)).find((b) => b.account === account);
  if (!sum) return 0;
  return side === 'debit' ? sum.debitCents - sum.creditCents : sum.creditCents - sum.debitCents;
}

describe('journal: properties over random loans', () => {
  it('debits equal credits for every entry and for every period', () => {
    fc.assert(
      fc.property(loansArb, dayArb, dayArb, (loans, a, b) => {
        const entries = bookLoans(loans).flatMap((l) => l.entries);
        for (const e of entries) {
          const t = journalTotals(e.lines);
          expect(t.debitCents).toBe(t.creditCents);
        }
        const [from, to] = [addDays(START, Math.min(a, b)), addDays(START, Math.max(a, b))];
        const period = journalTotals(
          entries.filter((e) => e.date >= from && e.date <= to).flatMap((e) => e.lines),
        );
        expect(period.debitCents).toBe(period.creditCents);
      }),
      { numRuns: 200 },
    );
  });

  it("the portfolio equals the loans' outstanding principal; the receivable, the unpaid fees; credit, the credit", () => {
    fc.assert(
      fc.property(loansArb, (loans) => {
        const books = bookLoans(loans);
        const entries = books.flatMap((l) => l.entries);
        const sum = (pick: (t: (typeof books)[number]['replay']['totals']) => number) =>
          books.reduce((total, l) => total + pick(l.replay.totals), 0);
        // A written-off loan is off the books: still owed by the customer, no longer an asset.
        const booked = (cents: (t: (typeof books)[number]['replay']['totals']) => number) =>
          sum((t) => (t.writtenOffOn === null ? cents(t) : 0));
        expect(balance(entries, 'LOAN_PORTFOLIO')).toBe(booked((t) => t.principalOutstandingCents));
        expect(balance(entries, 'LATE_FEES_RECEIVABLE')).toBe(booked((t) => t.lateFeesOutstandingCents));
        expect(balance(entries, 'CUSTOMER_CREDIT', 'credit')).toBe(sum((t) => t.unappliedCreditCents));
        expect(balance(entries, 'CASH')).toBe(sum((t) => t.totalPaidCents + t.unappliedCreditCents));
      }),
      { numRuns: 200 },
    );
  });
});
