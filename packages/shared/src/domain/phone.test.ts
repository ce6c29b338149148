import { describe, expect, it } from 'vitest';
import { formatPanamaPhone, localPhoneDigits, normalizePanamaPhone } from './phone.ts';

describe('normalizePanamaPhone', () => {
  it.each([
    '61234567',
    '6123-4567',
    '6123 4567',
    '+50761234567',
    '+507 6123-4567',
    '+507.6123.4567',
    '50761234567',
    ' (6123) 4567 ',
  ])('accepts %s', (input) => {
    expect(normalizePanamaPhone(input)).toBe('+50761234567');
  });

  it.each([
    '',
    '6123456',
    '612345678',
    '+6123-4567',
    '+50861234567',
    '+5076123456',
    '6123x4567',
    '+507+61234567',
  ])('rejects %s', (input) => {
    expect(normalizePanamaPhone(input)).toBeNull();
  });

  it('treats an 8-digit number starting with 507 as local', () => {
    expect(normalizePanamaPhone('50712345')).toBe('+50750712345');
  });
});

describe('localPhoneDigits / formatPanamaPhone', () => {
  it('extracts the local digits', () => {
    expect(localPhoneDigits('+50761234567')).toBe('61234567');
    expect(() => localPhoneDigits('123')).toThrow(RangeError);
  });

  it('formats 4-4', () => {
    expect(formatPanamaPhone('+50761234567')).toBe('6123-4567');
    expect(formatPanamaPhone('61234567')).toBe('6123-4567');
    expect(formatPanamaPhone('not a phone')).toBe('not a phone');
  });
});
