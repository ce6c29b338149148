import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MONEY_INPUT, moneyInput } from './common.ts';

describe('moneyInput', () => {
  it('reads numbers and numeric strings with up to 2 decimals', () => {
    expect(moneyInput.parse(1990)).toBe(1990);
    expect(moneyInput.parse('1990.5')).toBe(1990.5);
    expect(moneyInput.parse(' 25.00 ')).toBe(25);
    expect(moneyInput.parse(0)).toBe(0);
  });

  it.each([
    true,
    false,
    null,
    undefined,
    '',
    ' ',
    [],
    [5],
    {},
    '0x1F',
    '1e3',
    '-5',
    -0.01,
    '12,50',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    1.005,
    MAX_MONEY_INPUT + 0.01,
    21_474_836.48,
  ])('refuses %j', (value) => {
    expect(moneyInput.safeParse(value).success).toBe(false);
  });

  it('accepts every amount in cents up to the maximum, as a number and as text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Math.round(MAX_MONEY_INPUT * 100) }), (cents) => {
        const dollars = cents / 100;
        expect(moneyInput.parse(dollars)).toBe(dollars);
        expect(moneyInput.parse(dollars.toFixed(2))).toBe(dollars);
      }),
    );
  });
});
