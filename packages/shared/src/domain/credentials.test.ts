import { describe, expect, it } from 'vitest';
import { isTrivialPin, passwordPolicyError } from './credentials.ts';

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
  it('names the configured minimum length', () => {
    expect(passwordPolicyError('abc12', medium)).toBe('La contraseña debe tener al menos 8 caracteres.');
    expect(passwordPolicyError('abc12', { minLength: 6, complexity: 'low' })).toBe(
      'La contraseña debe tener al menos 6 caracteres.',
    );
  });
  it('asks for letters and numbers at medium, symbols too at high', () => {
    expect(passwordPolicyError('soloLetras', medium)).toBe('La contraseña debe contener letras y números.');
    expect(passwordPolicyError('letras123', medium)).toBeNull();
    expect(passwordPolicyError('letras123', { minLength: 8, complexity: 'high' })).toBe(
      'La contraseña debe contener letras, números y símbolos.',
    );
    expect(passwordPolicyError('letras123!', { minLength: 8, complexity: 'high' })).toBeNull();
    expect(passwordPolicyError('12345678', { minLength: 8, complexity: 'low' })).toBe(
      'La contraseña debe contener letras.',
    );
  });
});
