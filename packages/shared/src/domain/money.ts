/**
 * Money is handled as integer cents so sums and splits are exact.
 * Floats only appear when a rate is applied, and are rounded back to cents at once.
 */
export type Cents = number;

function assertCents(value: number, label = 'cents'): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${label} must be a safe integer, got ${value}`);
  }
}

/**
 * Rounds a dollar amount half-up (away from zero for negatives) to integer cents.
 *
 * Why toPrecision(15): `1.005 * 100` is 100.49999999999999 in binary floating point.
 * Snapping the scaled value to 15 significant digits (the precision a double always
 * represents faithfully) removes that noise before rounding, so 1.005 → 101 and
 * 103.425 → 10343. Rounding the absolute value keeps negatives symmetric (-1.005 → -101).
 */
export function roundHalfUpToCents(amount: number): Cents {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`amount must be finite, got ${amount}`);
  }
  const scaled = Number((Math.abs(amount) * 100).toPrecision(15));
  const cents = Math.floor(scaled + 0.5);
  assertCents(cents, 'rounded amount');
  // `|| 0` avoids returning -0 for tiny negatives.
  return amount < 0 ? -cents || 0 : cents;
}

const DECIMAL_AMOUNT = /^([+-])?(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Exact conversion of a dollar amount with at most 2 decimals to cents.
 * Parses the decimal text instead of multiplying by 100, so "103.42" is exactly 10342.
 * Numbers go through String(), which yields the shortest round-trip text (103.42 → "103.42").
 */
export function toCents(value: number | string): Cents {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`amount must be finite, got ${value}`);
  }
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL_AMOUNT.exec(text);
  if (!match) {
    throw new RangeError(`not a dollar amount with at most 2 decimals: "${text}"`);
  }
  const [, sign, whole = '', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  assertCents(cents, 'amount in cents');
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** Dollars as a number; cents / 100 is the nearest double, which prints with ≤ 2 decimals. */
export function fromCents(cents: Cents): number {
  assertCents(cents);
  return cents / 100;
}

/** Fixed 2-decimal text such as "2482.08" or "-0.05", suitable for PostgreSQL numeric. */
export function centsToDecimalString(cents: Cents): string {
  assertCents(cents);
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole}.${fraction}`;
}

/** Half of a non-negative cent amount, rounded half-up: an odd cent goes to the first half. */
export function halveHalfUp(cents: Cents): Cents {
  assertCents(cents);
  if (cents < 0) throw new RangeError(`cannot halve a negative amount: ${cents}`);
  return Math.floor((cents + 1) / 2);
}

export function sumCents(values: readonly Cents[]): Cents {
  let total = 0;
  for (const value of values) {
    assertCents(value);
    total += value;
  }
  // Integer additions are exact while the running total stays within the safe range.
  assertCents(total, 'sum');
  return total;
}

const usdFormatter = new Intl.NumberFormat('es-PA', { style: 'currency', currency: 'USD' });

/** An amount as Panamanians read it (es-PA, USD), for messages and texts the server writes. */
export function formatUsdCents(cents: Cents): string {
  return usdFormatter.format(fromCents(cents));
}
