import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToDecimalString,
  fromCents,
  halveHalfUp,
  roundHalfUpToCents,
  sumCents,
  toCents,
} from './money.ts';

describe('roundHalfUpToCents', () => {
  it('rounds half up despite binary float error', () => {
    expect(roundHalfUpToCents(1.005)).toBe(101);
    expect(roundHalfUpToCents(103.425)).toBe(10343);
    expect(roundHalfUpToCents(206.84453011503064)).toBe(20684);
    expect(roundHalfUpToCents(0.125)).toBe(13);
    expect(roundHalfUpToCents(0.124)).toBe(12);
    expect(roundHalfUpToCents(2)).toBe(200);
  });

  it('treats negatives symmetrically and never returns -0', () => {
    expect(roundHalfUpToCents(-1.005)).toBe(-101);
    expect(roundHalfUpToCents(-0.125)).toBe(-13);
    expect(Object.is(roundHalfUpToCents(-0.001), 0)).toBe(true);
  });

  it('rejects non-finite amounts', () => {
    expect(() => roundHalfUpToCents(Number.NaN)).toThrow(RangeError);
    expect(() => roundHalfUpToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('is the exact inverse of fromCents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(roundHalfUpToCents(fromCents(cents))).toBe(cents);
      }),
      { numRuns: 500 },
    );
  });
});

describe('toCents', () => {
  it('parses decimal strings and numbers exactly', () => {
    expect(toCents('2000')).toBe(200000);
    expect(toCents('2000.5')).toBe(200050);
    expect(toCents('103.42')).toBe(10342);
    expect(toCents(103.42)).toBe(10342);
    expect(toCents(1.1)).toBe(110);
    expect(toCents(' 0.07 ')).toBe(7);
    expect(toCents('-0.05')).toBe(-5);
    expect(Object.is(toCents('-0'), 0)).toBe(true);
  });

  it('rejects invalid input with RangeError', () => {
    for (const bad of ['', 'abc', '1.234', '1,50', '1e3', '.5', '12.', '$10']) {
      expect(() => toCents(bad), bad).toThrow(RangeError);
    }
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1.005, 0.1 + 0.2]) {
      expect(() => toCents(bad), String(bad)).toThrow(RangeError);
    }
  });

  it('round-trips through centsToDecimalString', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(toCents(centsToDecimalString(cents))).toBe(cents);
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
      { numRuns: 500 },
    );
  });
});

describe('centsToDecimalString / fromCents / sumCents / halveHalfUp', () => {
  it('formats with two decimals', () => {
    expect(centsToDecimalString(248208)).toBe('2482.08');
    expect(centsToDecimalString(-5)).toBe('-0.05');
    expect(centsToDecimalString(0)).toBe('0.00');
    expect(centsToDecimalString(100)).toBe('1.00');
  });

  it('converts to dollars', () => {
    expect(fromCents(10342)).toBe(103.42);
    expect(fromCents(-5)).toBe(-0.05);
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });

  it('sums integer cents', () => {
    expect(sumCents([])).toBe(0);
    expect(sumCents([10342, 10342, -4])).toBe(20680);
    expect(() => sumCents([0.5])).toThrow(RangeError);
  });

  it('halves half up', () => {
    expect(halveHalfUp(20684)).toBe(10342);
    expect(halveHalfUp(20685)).toBe(10343);
    expect(halveHalfUp(1)).toBe(1);
    expect(halveHalfUp(0)).toBe(0);
    expect(() => halveHalfUp(-2)).toThrow(RangeError);
  });
});
