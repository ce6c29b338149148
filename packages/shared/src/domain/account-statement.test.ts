import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountStatement } from './account-statement.ts';
import { addDays, type IsoDate } from './dates.ts';
import { replayLoan, type ScheduledInstallment } from './loan-replay.ts';
import type { LoanTransaction } from './loan-transactions.ts';

const START = '2026-03-15';
const at = (date: IsoDate, time = '12:00:00') => `${date}T${time}.000Z`;
const base = { asOf: '2026-09-01', graceDays: 3, startDate: '2026-02-28' } as const;

/** Two installments of 6000 principal + 4000 interest, due 2026-03-15 and 2026-03-30. */
const schedule: ScheduledInstallment[] = [0, 1].map((k) => ({
  id: `i${k + 1}`,
  paymentNumber: k + 1,
  dueDate: addDays(START, 15 * k),
  amountCents: 10_000,
  principalCents: 6_000,
  interestCents: 4_000,
}));
const disbursement: LoanTransaction = {
  id: 'd',
  type: 'DISBURSEMENT',
  valueDate: '2026-02-28',
  postedAt: at('2026-02-28'),
  amountCents: 12_000,
};

describe('accountStatement', () => {
  it('opens at what is owed, moves with each entry, and closes at what the loan owes', () => {
    const ledger: LoanTransaction[] = [
      disbursement,
      {
        id: 'r1',
        type: 'REPAYMENT',
        valueDate: '2026-03-15',
        postedAt: at('2026-03-15'),
        amountCents: 10_000,
      },
      {
        id: 'f',
        type: 'LATE_FEE',
        valueDate: '2026-04-03',
        postedAt: at('2026-04-03'),
        amountCents: 2_500,
        installmentId: 'i2',
      },
      {
        id: 'r2',
        type: 'REPAYMENT',
        valueDate: '2026-04-10',
        postedAt: at('2026-04-10'),
        amountCents: 5_000,
      },
      {
        id: 'r2v',
        type: 'REVERSAL',
        valueDate: '2026-04-12',
        postedAt: at('2026-04-12'),
        amountCents: 5_000,
        reversalOf: 'r2',
      },
    ];
    const statement = accountStatement(
      { ...base, installments: schedule, transactions: ledger },
      {
        from: '2026-03-01',
        to: '2026-04-30',
      },
    );
    expect(statement.openingCents).toBe(20_000);
    expect(statement.lines.map((l) => [l.id, l.chargeCents, l.creditCents, l.balanceCents])).toEqual([
      ['r1', 0, 10_000, 10_000],
      ['f', 2_500, 0, 12_500],
      ['r2', 0, 5_000, 7_500],
      ['r2v', 5_000, 0, 12_500],
    ]);
    expect(statement.closingCents).toBe(12_500);
  });

  it('owes the schedule in force: before a term extension its old amounts, after it the new ones', () => {
    const extended: ScheduledInstallment[] = [
      schedule[0] as ScheduledInstallment,
      {
        ...(schedule[1] as ScheduledInstallment),
        amountCents: 4_500,
        principalCents: 3_000,
        interestCents: 1_500,
      },
      {
        id: 'i3',
        paymentNumber: 3,
        dueDate: '2026-04-14',
        amountCents: 4_500,
        principalCents: 3_000,
        interestCents: 1_500,
      },
    ];
    const ledger: LoanTransaction[] = [
      disbursement,
      {
        id: 'r1',
        type: 'REPAYMENT',
        valueDate: '2026-03-15',
        postedAt: at('2026-03-15'),
        amountCents: 10_000,
      },
      {
        id: 'x',
        type: 'RESCHEDULE',
        valueDate: '2026-03-20',
        postedAt: at('2026-03-20'),
        amountCents: 0,
        changes: [
          {
            installmentId: 'i2',
            before: { amountCents: 10_000, principalCents: 6_000, interestCents: 4_000 },
          },
          { installmentId: 'i3', before: null },
        ],
      },
    ];
    const statement = accountStatement(
      { ...base, installments: extended, transactions: ledger },
      {
        from: '2026-01-01',
        to: '2026-12-31',
      },
    );
    expect(statement.lines.map((l) => [l.id, l.chargeCents, l.creditCents, l.balanceCents])).toEqual([
      ['d', 20_000, 0, 20_000],
      ['r1', 0, 10_000, 10_000],
      // The interest the new schedule charges is 1,000 less than what was left of the old one.
      ['x', 0, 1_000, 9_000],
    ]);
  });

  it('owes nothing before the money went out, and refuses a period that ends before it starts', () => {
    const statement = accountStatement(
      { ...base, installments: schedule, transactions: [disbursement] },
      { from: '2026-01-01', to: '2026-02-28' },
    );
    expect(statement.openingCents).toBe(0);
    expect(statement.lines).toEqual([expect.objectContaining({ id: 'd', chargeCents: 20_000 })]);
    expect(() =>
      accountStatement(
        { ...base, installments: schedule, transactions: [] },
        { from: '2026-02-02', to: '2026-02-01' },
      ),
    ).toThrow(RangeError);
  });
});

// ---- Properties over random ledgers: receipts, fees, waivers, reversals in any order ----

const dayArb = fc.integer({ min: 0, max: 80 });
const ledgerArb = fc
  .array(
    fc.record({
      kind: fc.constantFrom('REPAYMENT', 'LATE_FEE', 'LATE_FEE_WAIVER', 'REVERSAL'),
      day: dayArb,
      amountCents: fc.integer({ min: 1, max: 12_000 }),
      installment: fc.constantFrom('i1', 'i2'),
      target: fc.nat(),
    }),
    { maxLength: 10 },
  )
  .map((drafts) => {
    const ledger: LoanTransaction[] = [disbursement];
    const receipts: string[] = [];
    const reversed = new Set<string>();
    drafts.forEach((d, k) => {
      const id = `t${k}`;
      const valueDate = addDays(START, d.day);
      const postedAt = at(addDays(START, d.day + k));
      if (d.kind === 'REPAYMENT') {
        ledger.push({ id, type: 'REPAYMENT', valueDate, postedAt, amountCents: d.amountCents });
        receipts.push(id);
      } else if (d.kind === 'REVERSAL') {
        const open = receipts.filter((r) => !reversed.has(r));
        const target = open[d.target % Math.max(open.length, 1)];
        if (!target) return;
        reversed.add(target);
        const original = ledger.find((e) => e.id === target) as LoanTransaction;
        ledger.push({
          id,
          type: 'REVERSAL',
          // Never before the receipt (ISO dates sort as text).
          valueDate: [original.valueDate, valueDate].sort()[1] as IsoDate,
          // Posted after the receipt it undoes, as a second admin approves it.
          postedAt: at(addDays(START, 100 + k)),
          amountCents: original.amountCents,
          reversalOf: target,
        });
      } else {
        ledger.push({
          id,
          type: d.kind,
          valueDate,
          postedAt,
          amountCents: d.amountCents % 3_000,
          installmentId: d.installment,
        });
      }
    });
    return ledger;
  });

const whole = { from: '2026-01-01', to: '2026-12-31' } as const;

describe('accountStatement: properties', () => {
  it('every line adds up; a receipt takes off exactly its money; the close is what the loan owes', () => {
    fc.assert(
      fc.property(ledgerArb, (ledger) => {
        const input = { ...base, installments: schedule, transactions: ledger };
        const statement = accountStatement(input, whole);
        let balance = statement.openingCents;
        for (const line of statement.lines) {
          expect(line.chargeCents === 0 || line.creditCents === 0).toBe(true);
          balance += line.chargeCents - line.creditCents;
          expect(line.balanceCents).toBe(balance);
          if (line.type === 'REPAYMENT')
            expect([line.chargeCents, line.creditCents]).toEqual([0, line.amountCents]);
        }
        expect(statement.closingCents).toBe(balance);
        // Nothing paid twice or lost: the close is the schedule, plus fees kept, less money that counts.
        const reversed = new Set(ledger.flatMap((e) => (e.type === 'REVERSAL' ? [e.reversalOf] : [])));
        const paid = ledger
          .filter((e) => e.type === 'REPAYMENT' && !reversed.has(e.id))
          .reduce((sum, e) => sum + e.amountCents, 0);
        // A fee counts as the whole history decides (a reversal can make a cancelled one due again).
        const fees = replayLoan(input).installments.reduce((sum, i) => sum + i.lateFeeCents, 0);
        expect(statement.closingCents).toBe(20_000 + fees - paid);
      }),
      { numRuns: 150 },
    );
  });

  it('two periods back to back read as one: the first closes where the second opens', () => {
    fc.assert(
      fc.property(ledgerArb, dayArb, (ledger, split) => {
        const input = { ...base, installments: schedule, transactions: ledger };
        const cut = addDays(START, split);
        const first = accountStatement(input, { from: whole.from, to: cut });
        const second = accountStatement(input, { from: addDays(cut, 1), to: whole.to });
        const all = accountStatement(input, whole);
        expect(second.openingCents).toBe(first.closingCents);
        expect([...first.lines, ...second.lines]).toEqual(all.lines);
        expect(second.closingCents).toBe(all.closingCents);
      }),
      { numRuns: 100 },
    );
  });
});
