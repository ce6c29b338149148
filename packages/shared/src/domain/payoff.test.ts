import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from './dates.ts';
import type { InstallmentLedger } from './installment-state.ts';
import { payoffQuote } from './payoff.ts';
import { LOAN_TERMS, quoteFinancing } from './quote.ts';
import { buildSchedule } from './schedule.ts';

const ANCHOR: IsoDate = '2026-01-05';

/** A real schedule with its first `paid` installments settled and part of the next one paid. */
function loan(
  termIndex: number,
  financedCents: number,
  paid: number,
  partialCents: number,
  feeCents: number,
) {
  const quote = quoteFinancing({
    saleValueCents: financedCents + 10_000,
    downPaymentCents: 10_000,
    loanTermMonths: LOAN_TERMS[termIndex % LOAN_TERMS.length] as 12 | 18 | 24,
  });
  const schedule = buildSchedule(quote, ANCHOR);
  const settled = Math.min(paid, schedule.length);
  return schedule.map((item, index): InstallmentLedger => {
    const full = index < settled;
    // The next one has part paid, late fee first, then interest, then principal.
    const partial = index === settled ? Math.min(partialCents, item.amountCents - 1) : 0;
    const fee = index === settled ? feeCents : 0;
    const paidFee = Math.min(fee, partial);
    const paidInterest = Math.min(item.interestCents, partial - paidFee);
    return {
      dueDate: item.dueDate,
      amountCents: item.amountCents,
      principalCents: item.principalCents,
      interestCents: item.interestCents,
      lateFeeCents: fee,
      paidLateFeeCents: full ? 0 : paidFee,
      paidInterestCents: full ? item.interestCents : paidInterest,
      paidPrincipalCents: full ? item.principalCents : partial - paidFee - paidInterest,
      rebatedInterestCents: 0,
    };
  });
}

const loans = fc
  .record({
    term: fc.nat(2),
    financed: fc.integer({ min: 50_000, max: 800_000 }),
    paid: fc.nat(48),
    partial: fc.nat(20_000),
    fee: fc.constantFrom(0, 500, 1_000),
    credit: fc.constantFrom(0, 1, 2_500, 10_000_000),
    offset: fc.integer({ min: -30, max: 800 }),
  })
  .map((r) => ({ ...r, installments: loan(r.term, r.financed, r.paid, r.partial, r.fee) }));

const sum = (values: number[]) => values.reduce((t, v) => t + v, 0);
const unpaid = (i: InstallmentLedger) =>
  i.amountCents + i.lateFeeCents - i.paidPrincipalCents - i.paidInterestCents - i.paidLateFeeCents;

describe('payoffQuote', () => {
  it('charges the next installment’s interest by the days since the previous due date', () => {
    const installments: InstallmentLedger[] = [
      {
        dueDate: '2026-01-15',
        amountCents: 10_000,
        principalCents: 7_000,
        interestCents: 3_000,
        lateFeeCents: 0,
        paidLateFeeCents: 0,
        paidInterestCents: 3_000,
        paidPrincipalCents: 7_000,
        rebatedInterestCents: 0,
      },
      {
        dueDate: '2026-01-31',
        amountCents: 10_000,
        principalCents: 7_200,
        interestCents: 2_800,
        lateFeeCents: 0,
        paidLateFeeCents: 0,
        paidInterestCents: 0,
        paidPrincipalCents: 0,
        rebatedInterestCents: 0,
      },
      {
        dueDate: '2026-02-15',
        amountCents: 10_000,
        principalCents: 7_400,
        interestCents: 2_600,
        lateFeeCents: 0,
        paidLateFeeCents: 0,
        paidInterestCents: 0,
        paidPrincipalCents: 0,
        rebatedInterestCents: 0,
      },
    ];
    // 4 of the 16 days from 15 to 31 January: 2,800 × 4 / 16 = 700.
    expect(
      payoffQuote({ installments, unappliedCreditCents: 500, startDate: '2026-01-05', date: '2026-01-19' }),
    ).toEqual({
      date: '2026-01-19',
      principalCents: 14_600,
      interestCents: 700,
      lateFeesCents: 0,
      creditCents: 500,
      totalCents: 14_800,
      interestRebateCents: 2_100 + 2_600,
      validUntil: '2026-01-30',
    });
  });

  it('never creates nor loses principal or interest: charged + rebate = the interest unpaid', () => {
    fc.assert(
      fc.property(loans, ({ installments, credit, offset }) => {
        const q = payoffQuote({
          installments,
          unappliedCreditCents: credit,
          startDate: ANCHOR,
          date: addDays(ANCHOR, offset),
        });
        expect(q.principalCents).toBe(sum(installments.map((i) => i.principalCents - i.paidPrincipalCents)));
        expect(q.interestCents + q.interestRebateCents).toBe(
          sum(installments.map((i) => i.interestCents - i.paidInterestCents)),
        );
        expect(q.interestRebateCents).toBeGreaterThanOrEqual(0);
        expect(q.totalCents).toBe(q.principalCents + q.interestCents + q.lateFeesCents - q.creditCents);
        expect(q.totalCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('is never above what the unpaid installments owe, less the credit', () => {
    fc.assert(
      fc.property(loans, ({ installments, credit, offset }) => {
        const q = payoffQuote({
          installments,
          unappliedCreditCents: credit,
          startDate: ANCHOR,
          date: addDays(ANCHOR, offset),
        });
        expect(q.totalCents).toBeLessThanOrEqual(Math.max(0, sum(installments.map(unpaid)) - credit));
      }),
    );
  });

  it('on a due date asks the unpaid principal and the interest due, nothing of the next', () => {
    fc.assert(
      fc.property(loans, fc.nat(47), ({ installments, credit }, k) => {
        const date = installments[k % installments.length]?.dueDate as IsoDate;
        const q = payoffQuote({ installments, unappliedCreditCents: credit, startDate: ANCHOR, date });
        const dueInterest = sum(
          installments.filter((i) => i.dueDate <= date).map((i) => i.interestCents - i.paidInterestCents),
        );
        expect(q.interestCents).toBe(dueInterest);
      }),
    );
  });

  it('grows day by day between two due dates, and is valid until the day before the next', () => {
    fc.assert(
      fc.property(loans, ({ installments, offset }) => {
        const date = addDays(ANCHOR, offset);
        const today = payoffQuote({ installments, unappliedCreditCents: 0, startDate: ANCHOR, date });
        const tomorrow = payoffQuote({
          installments,
          unappliedCreditCents: 0,
          startDate: ANCHOR,
          date: addDays(date, 1),
        });
        expect(tomorrow.totalCents).toBeGreaterThanOrEqual(today.totalCents);
        const next = installments.find((i) => i.dueDate > date);
        expect(today.validUntil).toBe(next ? addDays(next.dueDate, -1) : date);
      }),
    );
  });
});
