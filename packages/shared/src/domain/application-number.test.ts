import { describe, expect, it } from 'vitest';
import {
  applicationYear,
  formatApplicationNumber,
  parseApplicationNumber,
  readApplicationNumber,
} from './application-number.ts';

describe('application numbers', () => {
  it('reads as SOL, the year in Panama and six digits', () => {
    expect(formatApplicationNumber(123, '2026-03-04T15:00:00.000Z')).toBe('SOL-2026-000123');
    // 00:30 UTC on 1 January is still the last day of the year in Panama.
    expect(formatApplicationNumber(7, '2027-01-01T00:30:00.000Z')).toBe('SOL-2026-000007');
    expect(formatApplicationNumber(1234567, '2026-06-01T12:00:00.000Z')).toBe('SOL-2026-1234567');
  });

  it('carries the year its number reads with, and reads back to it', () => {
    for (const createdAt of [
      '2026-03-04T15:00:00.000Z',
      '2027-01-01T00:30:00.000Z',
      '2027-01-01T05:30:00.000Z',
    ]) {
      expect(readApplicationNumber(formatApplicationNumber(42, createdAt))).toEqual({
        year: applicationYear(createdAt),
        number: 42,
      });
    }
    expect(applicationYear('2027-01-01T00:30:00.000Z')).toBe(2026);
    expect(applicationYear('2027-01-01T05:30:00.000Z')).toBe(2027);
  });

  it('finds the number in what people type', () => {
    for (const text of ['SOL-2026-000123', 'sol-2026-123', ' SOL2026000123 ']) {
      expect(parseApplicationNumber(text)).toBe(123);
    }
    for (const text of ['123', 'SOL-26-1', 'SOL-2026-', 'Solano', 'SOL-2026-0', 'SOL-2026-9999999999']) {
      expect(parseApplicationNumber(text)).toBeUndefined();
    }
  });
});
