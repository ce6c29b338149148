import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from './dates.ts';
import type { InstallmentLedger } from './installment-state.ts';
import { payoffQuote } from './payoff.ts';
import { type PrepaymentInput, prepaymentPlan } from './prepayment.ts';
import { LOAN_TERMS, quoteFinancing } from './quote.ts';
import { buildSchedule } from './schedule.ts';

const ANCHOR: IsoDate = '2026-01-05';

/** A real schedule with its first `paid` installments settled. */
function schedule(termIndex: number, financedCents: number, paid: number): InstallmentLedger[] {
  const quote = quoteFinancing({
    saleValueCents: financedCents + 10_000,
    downPaymentCents: 10_000,
    loanTermMonths: LOAN_TERMS[termIndex % LOAN_TERMS.length] as 12 | 18 | 24,
  });
  return buildSchedule(quote, ANCHOR).map((item, index) => ({
    dueDate: item.dueDate,
    amountCents: item.amountCents,
    principalCents: item.principalCents,
    interestCents: item.interestCents,
    lateFeeCents: 0,
    paidLateFeeCents: 0,
    paidInterestCents: index < paid ? item.interestCents : 0,
    paidPrincipalCents: index < paid ? item.principalCents : 0,
    rebatedInterestCents: 0,
  }));
}

const sum = (values: number[]) => values.reduce((t, v) => t + v, 0);
const owedPrincipal = (i: InstallmentLedger) => i.principalCents - i.paidPrincipalCents;
const owedInterest = (i: InstallmentLedger) => i.interestCents - i.paidInterestCents - i.rebatedInterestCents;

/** A loan paid up to some installment, prepaid on a day of the quincena in course. */
const cases = fc
  .record({
    term: fc.nat(2),
    financed: fc.integer({ min: 50_000, max: 800_000 }),
    paid: fc.nat(46),
    day: fc.nat(15),
    amount: fc.integer({ min: 0, max: 900_000 }),
    mode: fc.constantFrom('SHORTEN_TERM' as const, 'LOWER_INSTALLMENTS' as const),
  })
  .map(({ term, financed, paid, day, amount, mode }) => {
    const all = schedule(term, financed, paid);
    const settled = Math.min(paid, all.length - 1);
    const periodStart = settled === 0 ? ANCHOR : (all[settled - 1] as InstallmentLedger).dueDate;
    const due = (all[settled] as InstallmentLedger).dueDate;
    const date = addDays(periodStart, Math.min(day, Math.max(0, dayCount(periodStart, due) - 1)));
    const input: PrepaymentInput<InstallmentLedger> = {
      installments: all.slice(settled),
      amountCents: amount,
      mode,
      date,
      periodStart,
    };
    return { all, input };
  });

function dayCount(from: IsoDate, to: IsoDate) {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

describe('prepaymentPlan', () => {
  const installment = (
    dueDate: IsoDate,
    principalCents: number,
    interestCents: number,
  ): InstallmentLedger => ({
    dueDate,
    amountCents: principalCents + interestCents,
    principalCents,
    interestCents,
    lateFeeCents: 0,
    paidLateFeeCents: 0,
    paidInterestCents: 0,
    paidPrincipalCents: 0,
    rebatedInterestCents: 0,
  });
  // Three quincenas of $100 principal; interest on the balance at the start of each (300, 200, 100).
  const three = [
    installment('2026-02-15', 10_000, 3_000),
    installment('2026-02-28', 10_000, 2_000),
    installment('2026-03-15', 10_000, 1_000),
  ];

  it('shortens the term: the last installments are settled and the balance of each earlier one falls', () => {
    const plan = prepaymentPlan({
      installments: three,
      amountCents: 10_000,
      mode: 'SHORTEN_TERM',
      date: '2026-02-01',
      periodStart: '2026-01-31',
    });
    expect(plan.shares.map((s) => [s.principalCents, s.rebatedInterestCents])).toEqual([
      // 1/3 of the balance for 14 of 15 days: 3000 × 1/3 × 14/15 = 933.3 → 934.
      [0, 934],
      // 1/2 of the balance: 1000.
      [0, 1_000],
      // All of it: the installment owes nothing more.
      [10_000, 1_000],
    ]);
    expect(plan.principalCents).toBe(10_000);
    expect(plan.interestRebateCents).toBe(2_934);
  });

  it('lowers the installments: every one pays the same share of principal and of interest ahead', () => {
    const plan = prepaymentPlan({
      installments: three,
      amountCents: 15_000,
      mode: 'LOWER_INSTALLMENTS',
      date: '2026-01-31',
      periodStart: '2026-01-31',
    });
    // Half of each principal, so half of each balance and of each interest (the quincena in course
    // has all its days to come).
    expect(plan.shares.map((s) => [s.principalCents, s.rebatedInterestCents])).toEqual([
      [5_000, 1_500],
      [5_000, 1_000],
      [5_000, 500],
    ]);
  });

  it('takes no more than the principal owed and leaves the rest to the caller', () => {
    const plan = prepaymentPlan({
      installments: three,
      amountCents: 99_999,
      mode: 'LOWER_INSTALLMENTS',
      date: '2026-01-31',
      periodStart: '2026-01-31',
    });
    expect(plan.principalCents).toBe(30_000);
    expect(plan.interestRebateCents).toBe(6_000);
  });

  it('properties: principal exact and within what is owed, savings within the interest owed', () => {
    fc.assert(
      fc.property(cases, ({ input }) => {
        const plan = prepaymentPlan(input);
        const owed = input.installments.map(owedPrincipal);
        expect(plan.principalCents).toBe(Math.min(input.amountCents, sum(owed)));
        expect(sum(plan.shares.map((s) => s.principalCents))).toBe(plan.principalCents);
        plan.shares.forEach((s, k) => {
          expect(s.principalCents).toBeGreaterThanOrEqual(0);
          expect(s.principalCents).toBeLessThanOrEqual(owed[k] as number);
          expect(s.rebatedInterestCents).toBeGreaterThanOrEqual(0);
          expect(s.rebatedInterestCents).toBeLessThanOrEqual(owedInterest(s.installment));
        });
        if (input.amountCents === 0) expect(plan.interestRebateCents).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('properties: shortening settles installments from the end; lowering keeps their number', () => {
    fc.assert(
      fc.property(cases, ({ input }) => {
        const plan = prepaymentPlan(input);
        const settled = plan.shares.map(
          (s) =>
            s.principalCents === owedPrincipal(s.installment) &&
            s.rebatedInterestCents === owedInterest(s.installment),
        );
        const total = sum(input.installments.map(owedPrincipal));
        if (input.mode === 'SHORTEN_TERM') {
          // Settled ones are a tail: once one is settled, every later one is.
          const first = settled.indexOf(true);
          if (first !== -1) expect(settled.slice(first).every(Boolean)).toBe(true);
        } else if (input.amountCents < total) {
          // Only the last installment can be settled, and only by the rounding's last cents.
          expect(settled.slice(0, -1).some(Boolean)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('properties: more money never saves less interest', () => {
    fc.assert(
      fc.property(cases, fc.integer({ min: 0, max: 50_000 }), ({ input }, more) => {
        const less = prepaymentPlan(input).interestRebateCents;
        const moreSaved = prepaymentPlan({
          ...input,
          amountCents: input.amountCents + more,
        }).interestRebateCents;
        expect(moreSaved).toBeGreaterThanOrEqual(less);
      }),
      { numRuns: 300 },
    );
  });

  it('properties: paying all the principal ahead saves exactly what a payoff that day rebates', () => {
    fc.assert(
      fc.property(cases, ({ all, input }) => {
        const everything = prepaymentPlan({ ...input, amountCents: 10_000_000 });
        const payoff = payoffQuote({
          installments: all,
          unappliedCreditCents: 0,
          startDate: ANCHOR,
          date: input.date,
        });
        expect(everything.interestRebateCents).toBe(payoff.interestRebateCents);
      }),
      { numRuns: 300 },
    );
  });
});
