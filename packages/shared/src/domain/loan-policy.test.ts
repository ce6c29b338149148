import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type LoanPolicy,
  loanPolicyIssues,
  loanPolicyMessages,
  maxSaleValueCents,
  minDownPaymentCents,
} from './loan-policy.ts';

const policy: LoanPolicy = { maxSaleMarkupPercent: 20, minDownPaymentPercent: 10, minFinancedCents: 30_000 };
/** Amounts are written as the screens write them, with a no-break space after 'USD'. */
const text = (s: string) => s.replaceAll('USD ', 'USD\u00a0');
const terms = (price: number, sale: number, down: number) => ({
  priceCents: price * 100,
  saleValueCents: Math.round(sale * 100),
  downPaymentCents: Math.round(down * 100),
});

describe('loanPolicyIssues', () => {
  it('accepts the demo terms: the price as sale value, 20 % down', () => {
    expect(loanPolicyIssues(terms(2000, 2000, 400), policy)).toEqual([]);
  });

  it('accepts the bounds themselves: 120 % of the price, 10 % down, $300 financed', () => {
    expect(loanPolicyIssues(terms(2000, 2400, 240), policy)).toEqual([]);
    expect(loanPolicyIssues(terms(300, 333.34, 33.34), policy)).toEqual([]);
  });

  it('accepts a sale below the price (a discount lowers the risk)', () => {
    expect(loanPolicyIssues(terms(3490, 2000, 400), policy)).toEqual([]);
  });

  it('refuses a $99,999 sale on a $2,000 motorcycle, on the sale value', () => {
    expect(loanPolicyIssues(terms(2000, 99_999, 20_000), policy)).toEqual([
      {
        field: 'requestedAmount',
        message: text(
          'El valor de venta no puede superar USD 2,400.00: el precio de la moto (USD 2,000.00) más 20 %.',
        ),
      },
    ]);
    expect(loanPolicyIssues(terms(2000, 2400.01, 400), policy)[0]?.field).toBe('requestedAmount');
  });

  it('refuses a $0.01 loan, saying what it would be', () => {
    expect(loanPolicyIssues(terms(2000, 2000, 1999.99), policy)).toEqual([
      {
        field: 'requestedAmount',
        message: text(
          'El monto a financiar debe ser de al menos USD 300.00; con estos valores sería USD 0.01.',
        ),
      },
    ]);
  });

  it('refuses a down payment under the minimum share, on the down payment', () => {
    expect(loanPolicyIssues(terms(2000, 2000, 199.99), policy)).toEqual([
      {
        field: 'downPayment',
        message: text('El abono inicial debe ser de al menos USD 200.00 (10 % del valor de venta).'),
      },
    ]);
    expect(loanPolicyIssues(terms(2000, 2000, 0), policy)).toHaveLength(1);
  });

  it('says the markup plainly when none is allowed', () => {
    const none = { ...policy, maxSaleMarkupPercent: 0 };
    expect(loanPolicyIssues(terms(2000, 2000.01, 400), none)[0]?.message).toBe(
      loanPolicyMessages.saleAboveMarkup(200_000, 200_000, 0),
    );
  });

  it('holds exactly at the bounds it computes, for any price and policy', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 90 }),
        (price, markup, downPercent) => {
          const p = { maxSaleMarkupPercent: markup, minDownPaymentPercent: downPercent, minFinancedCents: 0 };
          const maxSale = maxSaleValueCents(price, markup);
          const minDown = minDownPaymentCents(maxSale, downPercent);
          fc.pre(minDown < maxSale);
          const at = { priceCents: price, saleValueCents: maxSale, downPaymentCents: minDown };
          expect(loanPolicyIssues(at, p)).toEqual([]);
          expect(loanPolicyIssues({ ...at, saleValueCents: maxSale + 1 }, p).map((i) => i.field)).toContain(
            'requestedAmount',
          );
          if (minDown > 0) {
            expect(loanPolicyIssues({ ...at, downPaymentCents: minDown - 1 }, p).map((i) => i.field)).toEqual(
              ['downPayment'],
            );
          }
        },
      ),
    );
  });
});
