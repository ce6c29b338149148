import { describe, expect, it } from 'vitest';
import {
  detectLoginIdentifier,
  formatPhoneInput,
  phoneDigitsHint,
  sanitizePhoneDigits,
} from './login-identifier.ts';

describe('detectLoginIdentifier', () => {
  it.each([
    ['60000001', '60000001'],
    ['6000-0001', '60000001'],
    [' 6000 0001 ', '60000001'],
    ['(600) 00-001', '60000001'],
    ['+507 6000-0001', '60000001'],
  ])('reads %j as the phone %s', (raw, digits) => {
    expect(detectLoginIdentifier(raw)).toEqual({ kind: 'phone', digits });
  });

  it('counts the digits of an incomplete phone', () => {
    expect(detectLoginIdentifier('6000-001')).toEqual({ kind: 'partial-phone', count: 7 });
    expect(detectLoginIdentifier('600000012')).toEqual({ kind: 'partial-phone', count: 9 });
  });

  it('takes 3 or more characters with a letter as a username', () => {
    expect(detectLoginIdentifier('admin')).toEqual({ kind: 'username', username: 'admin' });
    expect(detectLoginIdentifier(' vendedor2 ')).toEqual({ kind: 'username', username: 'vendedor2' });
    expect(detectLoginIdentifier('ñu1')).toEqual({ kind: 'username', username: 'ñu1' });
  });

  it('accepts neither too short a username nor symbols without letters', () => {
    expect(detectLoginIdentifier('ab')).toEqual({ kind: 'invalid' });
    expect(detectLoginIdentifier('12.34')).toEqual({ kind: 'invalid' });
    expect(detectLoginIdentifier('   ')).toEqual({ kind: 'empty' });
  });
});

describe('phone field helpers', () => {
  it('keeps at most 8 digits', () => {
    expect(sanitizePhoneDigits('6a0-00 00012')).toBe('60000001');
  });

  it('groups a number starting with 6 as 1-3-rest', () => {
    expect(formatPhoneInput('61234567')).toBe('6 123 4567');
    expect(formatPhoneInput('612')).toBe('6 12');
    expect(formatPhoneInput('21234567')).toBe('21234567');
  });

  it('words the digit count hint as the spec does', () => {
    expect(phoneDigitsHint(5)).toBe('Se requieren exactamente 8 dígitos (tienes 5)');
  });
});
