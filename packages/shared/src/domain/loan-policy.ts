import { type Cents, formatUsdCents } from './money.ts';

/**
 * What ties a loan to the motorcycle it buys (settings → Financiamiento, ADR 022): the sale value at
 * most a markup above the motorcycle's price, a minimum down payment as a share of the sale value,
 * and a minimum amount financed.
 */
export interface LoanPolicy {
  /** Percent above the motorcycle's price the sale value may reach (accessories, plates, papers). */
  maxSaleMarkupPercent: number;
  /** Percent of the sale value the down payment must at least be. */
  minDownPaymentPercent: number;
  minFinancedCents: Cents;
}

export interface LoanTerms {
  /** The financed motorcycle's price. */
  priceCents: Cents;
  saleValueCents: Cents;
  downPaymentCents: Cents;
}

/** The fields an issue is said on: the names the application bodies use. */
export type LoanPolicyField = 'requestedAmount' | 'downPayment';
export interface LoanPolicyIssue {
  field: LoanPolicyField;
  message: string;
}

/** The highest sale value the policy allows on a motorcycle of this price (rounded down to the cent). */
export function maxSaleValueCents(priceCents: Cents, markupPercent: number): Cents {
  return Math.floor((priceCents * (100 + markupPercent)) / 100);
}

/** The lowest down payment the policy allows on this sale value (rounded up to the cent). */
export function minDownPaymentCents(saleValueCents: Cents, percent: number): Cents {
  return Math.ceil((saleValueCents * percent) / 100);
}

export const loanPolicyMessages = {
  saleAboveMarkup: (max: Cents, price: Cents, percent: number) =>
    percent === 0
      ? `El valor de venta no puede superar el precio de la moto (${formatUsdCents(price)}).`
      : `El valor de venta no puede superar ${formatUsdCents(max)}: el precio de la moto (${formatUsdCents(price)}) más ${percent} %.`,
  downPaymentBelowMinimum: (min: Cents, percent: number) =>
    `El abono inicial debe ser de al menos ${formatUsdCents(min)} (${percent} % del valor de venta).`,
  financedBelowMinimum: (min: Cents, financed: Cents) =>
    `El monto a financiar debe ser de al menos ${formatUsdCents(min)}; con estos valores sería ${formatUsdCents(financed)}.`,
} as const;

/**
 * What the policy refuses in these terms, one issue per field at most (the first rule that speaks),
 * empty when the loan may be made. Exact in cents. The down payment below the sale value is the
 * schemas' own rule and is not repeated here.
 */
export function loanPolicyIssues(terms: LoanTerms, policy: LoanPolicy): LoanPolicyIssue[] {
  const issues: LoanPolicyIssue[] = [];
  const maxSale = maxSaleValueCents(terms.priceCents, policy.maxSaleMarkupPercent);
  const financed = terms.saleValueCents - terms.downPaymentCents;
  if (terms.saleValueCents > maxSale) {
    issues.push({
      field: 'requestedAmount',
      message: loanPolicyMessages.saleAboveMarkup(maxSale, terms.priceCents, policy.maxSaleMarkupPercent),
    });
  } else if (financed < policy.minFinancedCents) {
    issues.push({
      field: 'requestedAmount',
      message: loanPolicyMessages.financedBelowMinimum(policy.minFinancedCents, Math.max(0, financed)),
    });
  }
  const minDown = minDownPaymentCents(terms.saleValueCents, policy.minDownPaymentPercent);
  if (terms.downPaymentCents < minDown) {
    issues.push({
      field: 'downPayment',
      message: loanPolicyMessages.downPaymentBelowMinimum(minDown, policy.minDownPaymentPercent),
    });
  }
  return issues;
}
