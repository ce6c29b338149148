import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveAnnualRate, formatRatePercent } from './effective-rate.ts';

describe('effectiveAnnualRate', () => {
  it('compounds the monthly rate over twelve months', () => {
    expect(formatRatePercent(effectiveAnnualRate(0.075))).toBe('138.18 %');
    expect(formatRatePercent(effectiveAnnualRate(0.01))).toBe('12.68 %');
    expect(effectiveAnnualRate(0)).toBe(0);
    expect(() => effectiveAnnualRate(-0.01)).toThrow(RangeError);
  });

  it('is above twelve times the monthly rate and grows with it', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.0001, max: 0.2, noNaN: true }),
        fc.double({ min: 0.0001, max: 0.2, noNaN: true }),
        (a, b) => {
          expect(effectiveAnnualRate(a)).toBeGreaterThan(12 * a);
          if (a < b) expect(effectiveAnnualRate(a)).toBeLessThanOrEqual(effectiveAnnualRate(b));
        },
      ),
    );
  });
});
