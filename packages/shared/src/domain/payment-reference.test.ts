import { describe, expect, it } from 'vitest';
import { luhnCheckDigit, paymentReference } from './payment-reference.ts';

/** The Luhn check over a whole number, check digit included. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i--, double = !double) {
    let d = Number(digits[i]);
    if (double) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

describe('paymentReference', () => {
  it('is Q, the application number’s digits and the Luhn check digit', () => {
    // 7992739871 is the textbook Luhn example: its check digit is 3.
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(paymentReference('SOL-2026-000123')).toBe(`Q2026000123${luhnCheckDigit('2026000123')}`);
    expect(paymentReference('SOL-2026-000123')).toBe('Q20260001233');
  });

  it('passes the Luhn check, and any single changed digit fails it', () => {
    const reference = paymentReference('SOL-2025-004711').slice(1);
    expect(passesLuhn(reference)).toBe(true);
    for (let i = 0; i < reference.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === reference[i]) continue;
        expect(passesLuhn(reference.slice(0, i) + d + reference.slice(i + 1))).toBe(false);
      }
    }
  });

  it('refuses a number without digits', () => {
    expect(() => paymentReference('SOL--')).toThrow(RangeError);
  });
});
