import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './dates.ts';
import {
  PERIOD_DAYS,
  percentChange,
  percentOf,
  periodWindow,
  REPORT_PERIODS,
  seriesBucket,
} from './report-period.ts';

/** Any calendar day from 2000 to 2099. */
const anyDay = fc.integer({ min: 0, max: 36_524 }).map((offset) => addDays('2000-01-01', offset));

describe('periodWindow', () => {
  it('ends the period today and puts the same number of days just before it', () => {
    expect(periodWindow('week', '2026-09-20')).toEqual({
      period: 'week',
      from: '2026-09-14',
      to: '2026-09-20',
      previousFrom: '2026-09-07',
      previousTo: '2026-09-13',
    });
    expect(periodWindow('month', '2026-09-20')).toEqual({
      period: 'month',
      from: '2026-08-22',
      to: '2026-09-20',
      previousFrom: '2026-07-23',
      previousTo: '2026-08-21',
    });
    // 91 days: 9 of June, July, August, 20 of September.
    expect(periodWindow('quarter', '2026-09-20')).toMatchObject({
      from: '2026-06-22',
      previousTo: '2026-06-21',
    });
    // Across 29 February 2024: still 365 days each.
    expect(periodWindow('year', '2025-03-01')).toEqual({
      period: 'year',
      from: '2024-03-02',
      to: '2025-03-01',
      previousFrom: '2023-03-03',
      previousTo: '2024-03-01',
    });
  });

  it('has no gap and no overlap, whatever the day and period', () => {
    fc.assert(
      fc.property(anyDay, fc.constantFrom(...REPORT_PERIODS), (today, period) => {
        const w = periodWindow(period, today);
        const days = PERIOD_DAYS[period];
        expect(w.to).toBe(today);
        expect(daysBetween(w.from, w.to) + 1).toBe(days);
        expect(daysBetween(w.previousFrom, w.previousTo) + 1).toBe(days);
        expect(addDays(w.previousTo, 1)).toBe(w.from);
      }),
      { numRuns: 500 },
    );
  });
});

describe('percentChange', () => {
  it('is the change in percent with one decimal, or null from zero', () => {
    expect(percentChange(110, 100)).toBe(10);
    expect(percentChange(2, 3)).toBe(-33.3);
    expect(percentChange(25342, 10342)).toBe(145);
    expect(percentChange(0, 50)).toBe(-100);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
    // A smaller loss is an improvement.
    expect(percentChange(-50, -100)).toBe(50);
  });

  it('has the sign of the difference (0 when it rounds to nothing)', () => {
    const n = fc.integer({ min: -1_000_000, max: 1_000_000 });
    fc.assert(
      fc.property(n, n, (current, previous) => {
        const change = percentChange(current, previous);
        if (previous === 0) {
          expect(change).toBeNull();
        } else {
          const ratio = Math.abs(current - previous) / Math.abs(previous);
          // Exactly half of 0.1 % rounds towards +∞ (Math.round): −0.05 % is 0, +0.05 % is 0.1.
          const rounded = ratio < 0.0005 || (ratio === 0.0005 && current < previous) ? 0 : 1;
          expect(Math.sign(change ?? Number.NaN) || 0).toBe(rounded * Math.sign(current - previous) || 0);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('percentOf', () => {
  it('is the share in percent with one decimal; 0 of nothing is 0', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(351316, 670171)).toBe(52.4);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(4, 4)).toBe(100);
  });

  it('stays between 0 and 100 for a part of a whole', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        (whole, permille) => {
          const part = Math.floor((whole * permille) / 1_000);
          const percent = percentOf(part, whole);
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
          expect(Math.abs(percent - (part / whole) * 100)).toBeLessThanOrEqual(0.05 + 1e-9);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('seriesBucket', () => {
  it('charts a week or a month by day, a quarter by week and a year by month', () => {
    expect(REPORT_PERIODS.map(seriesBucket)).toEqual(['day', 'day', 'week', 'month']);
  });
});
