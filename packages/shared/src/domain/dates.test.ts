import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  BUSINESS_TIME_ZONE,
  businessToday,
  daysBetween,
  isIsoDate,
  isoDateFromParts,
  lastDayOfMonth,
  parseIsoDate,
} from './dates.ts';

describe('businessToday', () => {
  it('uses the Panama calendar date, not UTC', () => {
    expect(BUSINESS_TIME_ZONE).toBe('America/Panama');
    expect(businessToday(new Date('2026-01-01T03:00:00Z'))).toBe('2025-12-31');
    expect(businessToday(new Date('2026-01-01T04:59:59Z'))).toBe('2025-12-31');
    expect(businessToday(new Date('2026-01-01T05:00:00Z'))).toBe('2026-01-01');
    expect(businessToday(new Date('2026-07-15T12:00:00Z'))).toBe('2026-07-15');
  });

  it('defaults to now and returns a valid date', () => {
    expect(isIsoDate(businessToday())).toBe(true);
  });
});

describe('calendar helpers', () => {
  it('knows month lengths, including leap years', () => {
    expect(lastDayOfMonth(2026, 1)).toBe(31);
    expect(lastDayOfMonth(2026, 2)).toBe(28);
    expect(lastDayOfMonth(2028, 2)).toBe(29);
    expect(lastDayOfMonth(2100, 2)).toBe(28);
    expect(lastDayOfMonth(2000, 2)).toBe(29);
    expect(lastDayOfMonth(2026, 4)).toBe(30);
    expect(lastDayOfMonth(2026, 12)).toBe(31);
    expect(lastDayOfMonth(44, 2)).toBe(29); // not mapped to 1944 by Date.UTC
  });

  it('validates strict real dates', () => {
    expect(isIsoDate('2026-01-31')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    for (const bad of [
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2026-1-05',
      '2026-01-05T00:00',
      '',
    ]) {
      expect(isIsoDate(bad), bad).toBe(false);
    }
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-01-25', 7)).toBe('2026-02-01');
    expect(addDays('2026-12-25', 7)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-02-01', 1.5)).toThrow(RangeError);
  });

  it('counts days between dates', () => {
    expect(daysBetween('2026-01-01', '2026-01-15')).toBe(14);
    expect(daysBetween('2026-01-15', '2026-01-01')).toBe(-14);
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
  });

  it('parses and builds dates', () => {
    expect(parseIsoDate('2026-03-09')).toEqual({ year: 2026, month: 3, day: 9 });
    expect(isoDateFromParts(2026, 13, 15)).toBe('2027-01-15');
  });

  it('addDays and daysBetween agree', () => {
    const date = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(date, fc.integer({ min: -5000, max: 5000 }), (from, days) => {
        const to = addDays(from, days);
        expect(isIsoDate(to)).toBe(true);
        expect(daysBetween(from, to)).toBe(days);
      }),
      { numRuns: 500 },
    );
  });
});
