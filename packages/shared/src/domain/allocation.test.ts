import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateToInstallment } from './allocation.ts';

describe('allocateToInstallment', () => {
  it('pays the late fee, then interest, then principal', () => {
    const owed = { lateFeeCents: 2500, interestCents: 6000, principalCents: 4342 };
    expect(allocateToInstallment(owed, 5000)).toEqual({
      lateFeeCents: 2500,
      interestCents: 2500,
      principalCents: 0,
      leftoverCents: 0,
    });
    expect(allocateToInstallment(owed, 20000)).toEqual({
      lateFeeCents: 2500,
      interestCents: 6000,
      principalCents: 4342,
      leftoverCents: 20000 - 12842,
    });
  });

  it('never loses or invents a cent', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(cents, cents, cents, cents, (lateFeeCents, interestCents, principalCents, amount) => {
        const a = allocateToInstallment({ lateFeeCents, interestCents, principalCents }, amount);
        expect(a.lateFeeCents + a.interestCents + a.principalCents + a.leftoverCents).toBe(amount);
        expect(a.lateFeeCents).toBeLessThanOrEqual(lateFeeCents);
        expect(a.interestCents).toBeLessThanOrEqual(interestCents);
        expect(a.principalCents).toBeLessThanOrEqual(principalCents);
        if (a.interestCents > 0) expect(a.lateFeeCents).toBe(lateFeeCents);
        if (a.principalCents > 0) expect(a.interestCents).toBe(interestCents);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses negative or fractional cents', () => {
    const owed = { lateFeeCents: 0, interestCents: 1, principalCents: 1 };
    expect(() => allocateToInstallment(owed, -1)).toThrow(RangeError);
    expect(() => allocateToInstallment(owed, 1.5)).toThrow(RangeError);
  });
});
