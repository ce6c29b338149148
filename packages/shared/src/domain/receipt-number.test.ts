import { describe, expect, it } from 'vitest';
import { formatReceiptNumber } from './receipt-number.ts';

describe('formatReceiptNumber', () => {
  it('names the year and pads the number to six digits', () => {
    expect(formatReceiptNumber(2026, 123)).toBe('REC-2026-000123');
    expect(formatReceiptNumber(2027, 1)).toBe('REC-2027-000001');
    expect(formatReceiptNumber(2026, 1_234_567)).toBe('REC-2026-1234567');
  });
});
