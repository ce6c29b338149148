import { describe, expect, it } from 'vitest';
import { isTrivialPin, passwordPolicyError, passwordPolicyText } from './credentials.ts';

describe('isTrivialPin', () => {
  it.each(['0000', '1111', '9999', '1234', '2345', '6789', '4321', '9876', '1212', '1122', '6969'])(
    'refuses %s',
    (pin) => {
      expect(isTrivialPin(pin)).toBe(true);
    },
  );
  it.each(['2580', '7391', '4096', '1357', '8024'])('accepts %s', (pin) => {
    expect(isTrivialPin(pin)).toBe(false);
  });
});

describe('passwordPolicyError', () => {
  const medium = { minLength: 8, complexity: 'medium' as const };
  const mediumText = 'La contraseña debe tener al menos 8 caracteres, con letras y números.';

  it('names the configured minimum length and what the password must contain', () => {
    expect(passwordPolicyError('abc12', medium)).toBe(mediumText);
    expect(passwordPolicyError('abc12', { minLength: 6, complexity: 'low' })).toBe(
      'La contraseña debe tener al menos 6 caracteres, con letras.',
    );
    expect(passwordPolicyError('abcdef12', { minLength: 12, complexity: 'high' })).toBe(
      'La contraseña debe tener al menos 12 caracteres, con letras, números y símbolos.',
    );
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordPolicyError('ñandú1😀', { minLength: 8, complexity: 'low' })).toBe(
      'La contraseña debe tener al menos 8 caracteres, con letras.',
    );
    expect(passwordPolicyError('ñandú1😀x', { minLength: 8, complexity: 'low' })).toBeNull();
  });

  it('asks for at least letters at low, letters and numbers at medium, symbols too at high', () => {
    expect(passwordPolicyError('12345678', { minLength: 8, complexity: 'low' })).toBe(
      'La contraseña debe tener al menos 8 caracteres, con letras.',
    );
    expect(passwordPolicyError('solo-letras', { minLength: 8, complexity: 'low' })).toBeNull();
    expect(passwordPolicyError('soloLetras', medium)).toBe(mediumText);
    expect(passwordPolicyError('letras123', medium)).toBeNull();
    expect(passwordPolicyError('letras123', { minLength: 8, complexity: 'high' })).toBe(
      'La contraseña debe tener al menos 8 caracteres, con letras, números y símbolos.',
    );
    expect(passwordPolicyError('letras123!', { minLength: 8, complexity: 'high' })).toBeNull();
  });
});

describe('passwordPolicyText', () => {
  it('states the policy in one sentence', () => {
    expect(passwordPolicyText({ minLength: 10, complexity: 'medium' })).toBe(
      'La contraseña debe tener al menos 10 caracteres, con letras y números.',
    );
  });
});
