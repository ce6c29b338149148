import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLoanTerm, LOAN_TERMS, type LoanTermMonths, MONTHLY_RATES, quoteFinancing } from './quote.ts';

describe('loan terms', () => {
  it('offers 12/18/24 months at the product rates', () => {
    expect(LOAN_TERMS).toEqual([12, 18, 24]);
    expect(MONTHLY_RATES).toEqual({ 12: 0.075, 18: 0.0792, 24: 0.0833 });
  });

  it('recognises valid terms only', () => {
    expect(isLoanTerm(12)).toBe(true);
    expect(isLoanTerm(24)).toBe(true);
    for (const bad of [6, 13, '12', null, undefined, 12.5]) {
      expect(isLoanTerm(bad)).toBe(false);
    }
  });
});

describe('quoteFinancing', () => {
  it('matches the worked example (2000 sale, 400 down, 12 months)', () => {
    expect(quoteFinancing({ saleValueCents: 200000, downPaymentCents: 40000, loanTermMonths: 12 })).toEqual({
      loanTermMonths: 12,
      saleValueCents: 200000,
      downPaymentCents: 40000,
      financedCents: 160000,
      monthlyRate: 0.075,
      annualRate: 0.9,
      monthlyPaymentCents: 20684,
      quincenalPaymentCents: 10342,
      totalToPayCents: 248208,
      totalInterestCents: 88208,
      downPaymentPercent: 20,
      installments: 24,
    });
  });

  it('gives noise-free annual rates', () => {
    const annual = LOAN_TERMS.map(
      (loanTermMonths) =>
        quoteFinancing({ saleValueCents: 100000, downPaymentCents: 0, loanTermMonths }).annualRate,
    );
    expect(annual).toEqual([0.9, 0.9504, 0.9996]);
  });

  it('rounds the quincenal payment half up when the monthly payment is odd', () => {
    // 1000 over 18 months at 7.92%: M = 1000·0.0792 / (1 − 1.0792^−18) = 106.1106… → 106.11.
    const quote = quoteFinancing({ saleValueCents: 150000, downPaymentCents: 50000, loanTermMonths: 18 });
    expect(quote.monthlyPaymentCents).toBe(10611);
    expect(quote.quincenalPaymentCents).toBe(5306);
    expect(quote.totalToPayCents).toBe(190998);
    expect(quote.totalInterestCents).toBe(90998);
    expect(quote.downPaymentPercent).toBe(33.3);
    expect(quote.installments).toBe(36);
  });

  it('rounds the down payment percentage to one decimal, half up', () => {
    const pct = (down: number, sale: number) =>
      quoteFinancing({ saleValueCents: sale, downPaymentCents: down, loanTermMonths: 12 }).downPaymentPercent;
    expect(pct(0, 200000)).toBe(0);
    expect(pct(100, 200000)).toBe(0.1); // 0.05 % → 0.1
    expect(pct(99, 200000)).toBe(0); // 0.0495 % → 0.0
    expect(pct(100000, 300000)).toBe(33.3);
    expect(pct(200000, 300000)).toBe(66.7);
    expect(pct(29999, 199999)).toBe(15);
  });

  it('guards against impossible input', () => {
    const quote = (saleValueCents: number, downPaymentCents: number, loanTermMonths = 12) =>
      quoteFinancing({ saleValueCents, downPaymentCents, loanTermMonths: loanTermMonths as LoanTermMonths });
    expect(() => quote(100000, 100000)).toThrow(RangeError);
    expect(() => quote(100000, 150000)).toThrow(RangeError);
    expect(() => quote(100000, -1)).toThrow(RangeError);
    expect(() => quote(0, 0)).toThrow(RangeError);
    expect(() => quote(100000.5, 0)).toThrow(RangeError);
    expect(() => quote(100000, 0, 36)).toThrow(RangeError);
  });

  it('keeps the totals consistent', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOAN_TERMS),
        fc.integer({ min: 10_000, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        (loanTermMonths, financed, down) => {
          const q = quoteFinancing({
            saleValueCents: financed + down,
            downPaymentCents: down,
            loanTermMonths,
          });
          expect(q.financedCents).toBe(financed);
          expect(q.totalToPayCents).toBe(q.monthlyPaymentCents * loanTermMonths);
          expect(q.totalInterestCents).toBe(q.totalToPayCents - financed);
          expect(q.totalInterestCents).toBeGreaterThan(0);
          expect(2 * q.quincenalPaymentCents - q.monthlyPaymentCents).toBeGreaterThanOrEqual(0);
          expect(2 * q.quincenalPaymentCents - q.monthlyPaymentCents).toBeLessThanOrEqual(1);
          expect(q.downPaymentPercent).toBeGreaterThanOrEqual(0);
          expect(q.downPaymentPercent).toBeLessThan(100);
        },
      ),
      { numRuns: 500 },
    );
  });
});
