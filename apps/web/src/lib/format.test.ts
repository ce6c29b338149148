import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatMoneyNoDecimals,
  formatPercent,
  formatPhone,
} from './format.ts';

/** Intl separates parts with no-break spaces (U+00A0, U+202F); compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('shows USD with two decimals and thousands separators', () => {
    expect(plain(formatMoney(1234.5))).toBe('USD 1,234.50');
    expect(plain(formatMoney(1_234_567.891))).toBe('USD 1,234,567.89');
    expect(plain(formatMoney(0))).toBe('USD 0.00');
  });

  it('rounds to cents and accepts numeric strings', () => {
    expect(plain(formatMoney('99.995'))).toBe('USD 100.00');
    expect(plain(formatMoney('1500'))).toBe('USD 1,500.00');
  });

  it('shows negatives with a minus sign and never a negative zero', () => {
    expect(plain(formatMoney(-25.1))).toBe('-USD 25.10');
    expect(plain(formatMoney(-0))).toBe('USD 0.00');
    expect(plain(formatMoney(-0.001))).toBe('USD 0.00');
  });

  it('never uses the balboa symbol', () => {
    expect(formatMoney(10)).not.toContain('B/.');
  });

  it('returns a dash for missing or unreadable values', () => {
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney(undefined)).toBe('—');
    expect(formatMoney('abc')).toBe('—');
    expect(formatMoney(Number.NaN)).toBe('—');
  });
});

describe('formatMoneyNoDecimals', () => {
  it('rounds to whole dollars', () => {
    expect(plain(formatMoneyNoDecimals(1234.5))).toBe('USD 1,235');
    expect(plain(formatMoneyNoDecimals(1234.49))).toBe('USD 1,234');
    expect(plain(formatMoneyNoDecimals(-0.4))).toBe('USD 0');
    expect(plain(formatMoneyNoDecimals('250000'))).toBe('USD 250,000');
    expect(formatMoneyNoDecimals(null)).toBe('—');
  });
});

describe('formatDate', () => {
  it('treats YYYY-MM-DD as a calendar date, whatever the time zone', () => {
    expect(plain(formatDate('2025-01-05'))).toBe('5 ene 2025');
    expect(plain(formatDate('2025-12-31'))).toBe('31 dic 2025');
    expect(plain(formatDate('2024-02-29'))).toBe('29 feb 2024');
  });

  it('has a long style', () => {
    expect(plain(formatDate('2025-01-05', 'long'))).toBe('5 de enero de 2025');
  });

  it('shows a timestamp as its date in Panama', () => {
    // 03:00 UTC on 6 January is still 5 January (22:00) in Panama (UTC-5).
    expect(plain(formatDate('2025-01-06T03:00:00.000Z'))).toBe('5 ene 2025');
  });

  it('returns a dash for missing or impossible dates', () => {
    expect(formatDate('')).toBe('—');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('2025-02-30')).toBe('—');
    expect(formatDate('mañana')).toBe('—');
  });
});

describe('formatDateTime', () => {
  it('shows the instant in Panama time (UTC-5, no daylight saving)', () => {
    expect(plain(formatDateTime('2025-01-05T15:30:00Z'))).toBe('5 ene 2025, 10:30 a. m.');
    expect(plain(formatDateTime('2025-07-01T23:05:00Z'))).toBe('1 jul 2025, 6:05 p. m.');
    expect(plain(formatDateTime(new Date('2025-01-06T03:00:00Z')))).toBe('5 ene 2025, 10:00 p. m.');
  });

  it('returns a dash for missing or invalid input', () => {
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });
});

describe('formatPercent', () => {
  it('formats a fraction with one decimal by default', () => {
    expect(formatPercent(0.125)).toBe('12.5%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(-0.0001)).toBe('0.0%');
    expect(formatPercent(-0.05)).toBe('-5.0%');
    expect(formatPercent(0.075)).toBe('7.5%');
  });

  it('takes the number of decimals', () => {
    expect(formatPercent(0.0792, 2)).toBe('7.92%');
    expect(formatPercent(0.5, 0)).toBe('50%');
    expect(formatPercent(0.9996, 2)).toBe('99.96%');
  });

  it('returns a dash for missing values', () => {
    expect(formatPercent(null)).toBe('—');
  });
});

describe('formatPhone', () => {
  it('shows a Panamanian mobile number as 4-4 without the country code', () => {
    expect(formatPhone('+50761234567')).toBe('6123-4567');
    expect(formatPhone('50761234567')).toBe('6123-4567');
    expect(formatPhone('61234567')).toBe('6123-4567');
    expect(formatPhone('+507 6123-4567')).toBe('6123-4567');
  });

  it('shows a 7-digit landline as 3-4', () => {
    expect(formatPhone('+5072234567')).toBe('223-4567');
  });

  it('leaves anything else as given', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('+1 555 123 4567')).toBe('+1 555 123 4567');
    expect(formatPhone(undefined)).toBe('—');
  });
});
