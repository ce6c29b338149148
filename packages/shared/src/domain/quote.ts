import { type Cents, halveHalfUp, roundHalfUpToCents } from './money.ts';

/** Loan terms offered, in months. */
export const LOAN_TERMS = [12, 18, 24] as const;
export type LoanTermMonths = (typeof LOAN_TERMS)[number];

/** Monthly interest rate per term, as a fraction (product rule). */
export const MONTHLY_RATES: Record<LoanTermMonths, number> = {
  12: 0.075,
  18: 0.0792,
  24: 0.0833,
};

export function isLoanTerm(n: unknown): n is LoanTermMonths {
  return typeof n === 'number' && (LOAN_TERMS as readonly number[]).includes(n);
}

export interface Quote {
  loanTermMonths: LoanTermMonths;
  saleValueCents: Cents;
  downPaymentCents: Cents;
  financedCents: Cents;
  monthlyRate: number;
  annualRate: number;
  monthlyPaymentCents: Cents;
  quincenalPaymentCents: Cents;
  totalToPayCents: Cents;
  totalInterestCents: Cents;
  downPaymentPercent: number;
  installments: number;
}

export interface QuoteInput {
  saleValueCents: Cents;
  downPaymentCents: Cents;
  loanTermMonths: LoanTermMonths;
}

/** French-amortization (annuity) payment, rounded half-up to the cent. */
function monthlyPayment(financed: Cents, rate: number, months: number): Cents {
  const dollars = financed / 100;
  return roundHalfUpToCents((dollars * rate) / (1 - (1 + rate) ** -months));
}

/** down / sale × 100 to one decimal, half-up, in exact integer arithmetic (no float noise). */
function downPaymentPercent(down: Cents, sale: Cents): number {
  if (sale === 0) return 0;
  // tenths of a percent = round(down · 1000 / sale) = floor((2 · down · 1000 + sale) / (2 · sale))
  const tenths = (BigInt(down) * 2000n + BigInt(sale)) / (2n * BigInt(sale));
  return Number(tenths) / 10;
}

/**
 * Prices a financing. Callers validate input with user-facing (Spanish) messages first;
 * the RangeErrors here only guard against programming mistakes.
 */
export function quoteFinancing(input: QuoteInput): Quote {
  const { saleValueCents, downPaymentCents, loanTermMonths } = input;
  if (!isLoanTerm(loanTermMonths)) {
    throw new RangeError(`unsupported loan term: ${loanTermMonths}`);
  }
  if (!Number.isSafeInteger(saleValueCents) || !Number.isSafeInteger(downPaymentCents)) {
    throw new RangeError('sale value and down payment must be integer cents');
  }
  if (downPaymentCents < 0) {
    throw new RangeError(`down payment must not be negative, got ${downPaymentCents}`);
  }
  const financedCents = saleValueCents - downPaymentCents;
  if (financedCents <= 0) {
    throw new RangeError(`financed amount must be positive, got ${financedCents}`);
  }

  const monthlyRate = MONTHLY_RATES[loanTermMonths];
  const monthlyPaymentCents = monthlyPayment(financedCents, monthlyRate, loanTermMonths);
  // Exact integer product: the customer pays M every month, so T is M·n with no rounding.
  const totalToPayCents = monthlyPaymentCents * loanTermMonths;

  return {
    loanTermMonths,
    saleValueCents,
    downPaymentCents,
    financedCents,
    monthlyRate,
    // Rounded to 6 decimals so 0.0792 × 12 reads 0.9504, not 0.9504000000000001.
    annualRate: Math.round(monthlyRate * 12 * 1e6) / 1e6,
    monthlyPaymentCents,
    quincenalPaymentCents: halveHalfUp(monthlyPaymentCents),
    totalToPayCents,
    totalInterestCents: totalToPayCents - financedCents,
    downPaymentPercent: downPaymentPercent(downPaymentCents, saleValueCents),
    installments: loanTermMonths * 2,
  };
}
