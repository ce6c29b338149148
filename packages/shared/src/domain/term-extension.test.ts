import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type IsoDate, parseIsoDate } from './dates.ts';
import { type LoanReplay, replayLoan, type ScheduledInstallment } from './loan-replay.ts';
import type { LoanTransaction } from './loan-transactions.ts';
import { payoffQuote } from './payoff.ts';
import { LOAN_TERMS, MONTHLY_RATES, quoteFinancing } from './quote.ts';
import { buildSchedule } from './schedule.ts';
import { extendTerm, scheduleChangesOf, type TermExtension } from './term-extension.ts';

const ANCHOR: IsoDate = '2026-01-05';
const sum = (values: number[]) => values.reduce((t, v) => t + v, 0);
const at = (date: IsoDate, time = '12:00:00') => `${date}T${time}Z`;

function scheduleOf(termIndex: number, financedCents: number): ScheduledInstallment[] {
  const term = LOAN_TERMS[termIndex % LOAN_TERMS.length] as 12 | 18 | 24;
  const quote = quoteFinancing({
    saleValueCents: financedCents + 10_000,
    downPaymentCents: 10_000,
    loanTermMonths: term,
  });
  return buildSchedule(quote, ANCHOR).map((item) => ({ ...item, id: `i${item.paymentNumber}` }));
}

/** The schedule and ledger as the API stores them after the extension: rows changed, rows added. */
function applied(schedule: ScheduledInstallment[], extension: TermExtension, id = 'x') {
  const after = new Map(extension.changed.map((c) => [c.id, c.after]));
  const rows: ScheduledInstallment[] = [
    ...schedule.map((i) => ({ ...i, ...after.get(i.id) })),
    ...extension.added.map((a) => ({ ...a, id: `n${a.paymentNumber}` })),
  ];
  const entry = (date: IsoDate): LoanTransaction => ({
    id,
    type: 'RESCHEDULE',
    valueDate: date,
    postedAt: at(date, '13:00:00'),
    amountCents: 0,
    changes: scheduleChangesOf(
      extension,
      extension.added.map((a) => `n${a.paymentNumber}`),
    ),
  });
  return { rows, entry };
}

const replayAt = (
  installments: ScheduledInstallment[],
  transactions: LoanTransaction[],
  asOf: IsoDate,
): LoanReplay => replayLoan({ installments, transactions, asOf, graceDays: 5, startDate: ANCHOR });

/** A loan, receipts before the extension, the extension day and how many installments it adds. */
const cases = fc
  .record({
    term: fc.nat(1),
    financed: fc.integer({ min: 50_000, max: 600_000 }),
    receipts: fc.array(
      fc.record({ day: fc.integer({ min: 10, max: 200 }), amount: fc.integer({ min: 1, max: 40_000 }) }),
      {
        maxLength: 6,
      },
    ),
    day: fc.integer({ min: 5, max: 220 }),
    months: fc.constantFrom(6, 12),
  })
  .map(({ term, financed, receipts, day, months }) => {
    const schedule = scheduleOf(term, financed);
    const date = addDays(ANCHOR, day);
    const ledger: LoanTransaction[] = receipts
      .filter((r) => r.day < day)
      .map((r, k) => ({
        id: `r${k}`,
        type: 'REPAYMENT',
        valueDate: addDays(ANCHOR, r.day),
        postedAt: at(addDays(ANCHOR, r.day)),
        amountCents: r.amount,
      }));
    return { schedule, ledger, date, added: months * 2, rate: MONTHLY_RATES[term === 0 ? 12 : 18] };
  });

/** The loan replayed on the extension day, and its extension (a case with principal left only). */
function extendedOn({ schedule, ledger, date, added, rate }: Case) {
  const before = replayAt(schedule, ledger, date);
  fc.pre(before.totals.principalOutstandingCents > 0);
  const extension = extendTerm({
    installments: before.installments,
    date,
    startDate: ANCHOR,
    monthlyRate: rate,
    addedInstallments: added,
  });
  return { before, extension };
}
type Case = {
  schedule: ScheduledInstallment[];
  ledger: LoanTransaction[];
  date: IsoDate;
  added: number;
  rate: number;
};

describe('extendTerm', () => {
  it('re-amortizes the unpaid principal over the open installments and the added ones', () => {
    const schedule = scheduleOf(0, 160_000);
    // Four installments paid; the 5th to 7th (due 2026-03-15 to 2026-04-15) are overdue on 2026-04-20.
    const paid = replayAt(
      schedule,
      [
        {
          id: 'r',
          type: 'REPAYMENT',
          valueDate: '2026-03-10',
          postedAt: at('2026-03-10'),
          amountCents: sum(schedule.slice(0, 4).map((i) => i.amountCents)),
        },
      ],
      '2026-04-20',
    );
    const extension = extendTerm({
      installments: paid.installments,
      date: '2026-04-20',
      startDate: ANCHOR,
      monthlyRate: 0.075,
      addedInstallments: 12,
    });
    expect(extension.changed).toHaveLength(20);
    expect(extension.added.map((a) => a.paymentNumber)).toEqual(Array.from({ length: 12 }, (_, k) => 25 + k));
    expect(extension.principalCents).toBe(sum(schedule.slice(4).map((i) => i.principalCents)));
    // The three overdue installments' interest, carried without interest on it.
    expect(extension.carriedInterestCents).toBe(sum(schedule.slice(4, 7).map((i) => i.interestCents)));
    const all = [...extension.changed.map((c) => c.after), ...extension.added];
    expect(sum(all.map((i) => i.principalCents))).toBe(extension.principalCents);
    // From the quincena in course: 2026-04-30, 2026-05-15, … every 15th and month's end.
    expect(all.slice(0, 3).map((i) => i.dueDate)).toEqual(['2026-04-30', '2026-05-15', '2026-05-31']);
    expect(all.at(-1)?.dueDate).toBe('2027-08-15');
    // 32 installments at 3.75% a quincena: lower than the 24-installment schedule's.
    expect(extension.installmentCents).toBeLessThan((schedule[0] as ScheduledInstallment).amountCents);
    // Each but the last pays the annuity and its even share of the carried interest (the first
    // ones a cent more: what does not divide evenly).
    for (const row of all.slice(0, -1))
      expect([0, 1]).toContain(row.amountCents - extension.installmentCents);
  });

  it('properties: no principal appears or disappears, paid parts are kept, dates follow the quincenas', () => {
    fc.assert(
      fc.property(cases, ({ schedule, ledger, date, added, rate }) => {
        const { before, extension } = extendedOn({ schedule, ledger, date, added, rate });
        const byId = new Map(before.installments.map((i) => [i.id, i]));
        const all = [...extension.changed.map((c) => c.after), ...extension.added];
        expect(extension.principalCents).toBe(before.totals.principalOutstandingCents);
        expect(
          sum(
            extension.changed.map((c) => c.after.principalCents - (byId.get(c.id)?.paidPrincipalCents ?? 0)),
          ) + sum(extension.added.map((a) => a.principalCents)),
        ).toBe(extension.principalCents);
        for (const c of extension.changed) {
          const was = byId.get(c.id);
          if (!was) throw new Error('unknown installment');
          expect(c.after.principalCents).toBeGreaterThanOrEqual(was.paidPrincipalCents);
          expect(c.after.interestCents).toBeGreaterThanOrEqual(
            was.paidInterestCents + was.rebatedInterestCents,
          );
        }
        for (const [k, i] of all.entries()) {
          expect(i.amountCents).toBeGreaterThan(0);
          expect(i.principalCents + i.interestCents).toBe(i.amountCents);
          const { day, month } = parseIsoDate(i.dueDate);
          expect(day === 15 || parseIsoDate(addDays(i.dueDate, 1)).month !== month).toBe(true);
          if (k > 0) expect(i.dueDate > (all[k - 1] as (typeof all)[number]).dueDate).toBe(true);
        }
        expect(all[0]?.dueDate && all[0].dueDate > date).toBe(true);
        // What was earned by that day is carried, exactly what a payoff that day charges of it.
        const quote = payoffQuote({
          installments: before.installments.filter((i) => i.dueDate <= date),
          unappliedCreditCents: 0,
          startDate: ANCHOR,
          date,
        });
        expect(extension.carriedInterestCents).toBe(quote.interestCents);
      }),
      { numRuns: 200 },
    );
  });

  it('properties: replayed, no receipt before it splits differently, and the loan owes the new schedule', () => {
    fc.assert(
      fc.property(
        cases,
        fc.integer({ min: 1, max: 60_000 }),
        ({ schedule, ledger, date, added, rate }, later) => {
          const { before, extension } = extendedOn({ schedule, ledger, date, added, rate });
          const { rows, entry } = applied(schedule, extension);
          const after = addDays(date, 20);
          const receipt: LoanTransaction = {
            id: 'z',
            type: 'REPAYMENT',
            valueDate: after,
            postedAt: at(after),
            amountCents: later,
          };
          const replay = replayAt(rows, [...ledger, entry(date), receipt], after);
          const split = (r: LoanReplay, id: string) => r.transactions.find((t) => t.id === id);
          for (const tx of ledger) expect(split(replay, tx.id)).toEqual(split(before, tx.id));
          // Principal: what the receipts paid plus what is owed is the financed amount.
          const receipts = replay.transactions.filter((t) => t.type === 'REPAYMENT');
          expect(sum(receipts.map((t) => t.principalCents)) + replay.totals.principalOutstandingCents).toBe(
            sum(schedule.map((i) => i.principalCents)),
          );
          // Every row's paid parts fit its amounts, and the order of the ledger does not matter.
          for (const i of replay.installments) {
            expect(i.paidPrincipalCents).toBeLessThanOrEqual(i.principalCents);
            expect(i.paidInterestCents + i.rebatedInterestCents).toBeLessThanOrEqual(i.interestCents);
          }
          expect(replayAt(rows, [receipt, entry(date), ...[...ledger].reverse()], after)).toEqual(replay);
        },
      ),
      { numRuns: 200 },
    );
  });
});
