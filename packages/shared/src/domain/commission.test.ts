import { describe, expect, it } from 'vitest';
import { commissionPercentToRate } from './commission.ts';

describe('commissionPercentToRate', () => {
  it('turns the settings percent into the fraction a vendor stores', () => {
    expect(commissionPercentToRate(5)).toBe(0.05);
    expect(commissionPercentToRate(0)).toBe(0);
    expect(commissionPercentToRate(20)).toBe(0.2);
  });

  it('keeps one decimal of a percent exact', () => {
    expect(commissionPercentToRate(5.3)).toBe(0.053);
    expect(commissionPercentToRate(12.5)).toBe(0.125);
    expect(commissionPercentToRate(0.1)).toBe(0.001);
    expect(commissionPercentToRate(19.9)).toBe(0.199);
  });
});
