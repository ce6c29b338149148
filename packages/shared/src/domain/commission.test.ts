import { describe, expect, it } from 'vitest';
import { commissionPercentToRate, commissionRateToPercent } from './commission.ts';

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

describe('commissionRateToPercent', () => {
  it('turns a vendor’s fraction back into the percent, exactly, for every setting value', () => {
    expect(commissionRateToPercent(0.053)).toBe(5.3);
    expect(commissionRateToPercent(0.08)).toBe(8);
    // Every value the settings accept (0–20 %, one decimal) survives the round trip.
    for (let tenths = 0; tenths <= 200; tenths++) {
      expect(commissionRateToPercent(commissionPercentToRate(tenths / 10))).toBe(tenths / 10);
    }
  });
});
