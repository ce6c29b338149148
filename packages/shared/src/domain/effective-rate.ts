/**
 * The effective annual rate (TEA) of a monthly rate, compounded over the year as Ley 130 de 2013
 * asks lenders to disclose it: (1 + monthly)^12 − 1. 7.5 % a month is 138.18 % a year.
 */
export function effectiveAnnualRate(monthlyRate: number): number {
  if (!Number.isFinite(monthlyRate) || monthlyRate < 0) throw new RangeError('monthly rate must be ≥ 0');
  return (1 + monthlyRate) ** 12 - 1;
}

/** A rate as a percentage with two decimals, as contracts print it: 1.381788 → '138.18 %'. */
export function formatRatePercent(rate: number): string {
  return `${(Math.round(rate * 10_000) / 100).toFixed(2)} %`;
}
