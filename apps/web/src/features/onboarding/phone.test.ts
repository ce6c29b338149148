import { describe, expect, it } from 'vitest';
import { formatPhoneDigits, isCompletePhone, phoneDigitsHint, sanitizePhoneDigits, toE164 } from './phone.ts';

describe('wizard phone field', () => {
  it('keeps digits only, at most 8', () => {
    expect(sanitizePhoneDigits('6123-45a67 89')).toBe('61234567');
    expect(sanitizePhoneDigits('(612) 3')).toBe('6123');
    expect(sanitizePhoneDigits('')).toBe('');
  });

  it('shows the number grouped 4-4', () => {
    expect(formatPhoneDigits('61234567')).toBe('6123-4567');
    expect(formatPhoneDigits('61234')).toBe('6123-4');
    expect(formatPhoneDigits('6123')).toBe('6123');
    expect(formatPhoneDigits('')).toBe('');
  });

  it('says how many digits are missing until there are exactly 8', () => {
    expect(phoneDigitsHint('')).toBe('Se requieren exactamente 8 dígitos (tienes 0)');
    expect(phoneDigitsHint('6123456')).toBe('Se requieren exactamente 8 dígitos (tienes 7)');
    expect(phoneDigitsHint('61234567')).toBeNull();
    expect(isCompletePhone('6123456')).toBe(false);
    expect(isCompletePhone('61234567')).toBe(true);
  });

  it('sends the number with the +507 prefix', () => {
    expect(toE164('61234567')).toBe('+50761234567');
  });
});
