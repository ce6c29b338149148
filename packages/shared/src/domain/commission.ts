/**
 * The settings keep the default commission as a percent (0–20, one decimal: 5 means 5 %); a vendor's
 * `commissionRate` is a fraction (0.05). This is the one place that converts between them.
 */
export function commissionPercentToRate(percent: number): number {
  // Whole hundredths of a percent, so 5.3 % is exactly 0.053 (not 0.053000000000000005).
  return Math.round(percent * 100) / 10_000;
}

/** A vendor's fraction as the percent people read (0.053 → 5.3), rounded to hundredths of a percent. */
export function commissionRateToPercent(rate: number): number {
  return Math.round(rate * 10_000) / 100;
}
