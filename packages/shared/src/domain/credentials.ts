/** Rules for customer PINs and account passwords (PRODUCT.md §5). */

const COMMON_PINS = new Set(['1212', '1122', '1004', '2000', '6969', '1313', '4545', '2525']);

/** A PIN anyone would guess first: one repeated digit, a run up or down, or a well-known pattern. */
export function isTrivialPin(pin: string): boolean {
  if (/^(\d)\1+$/.test(pin)) return true;
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((d, i) => d - (digits[i] as number));
  if (steps.every((s) => s === 1) || steps.every((s) => s === -1)) return true;
  return COMMON_PINS.has(pin);
}

export type PasswordComplexity = 'low' | 'medium' | 'high';

/** The Spanish reason a password breaks the configured policy, or null when it is acceptable. */
export function passwordPolicyError(
  password: string,
  policy: { minLength: number; complexity: PasswordComplexity },
): string | null {
  if (password.length < policy.minLength) {
    return `La contraseña debe tener al menos ${policy.minLength} caracteres.`;
  }
  const hasLetter = /\p{L}/u.test(password);
  const hasDigit = /\d/.test(password);
  const hasSymbol = /[^\p{L}\d]/u.test(password);
  if (!hasLetter) return 'La contraseña debe contener letras.';
  if (policy.complexity !== 'low' && !hasDigit) return 'La contraseña debe contener letras y números.';
  if (policy.complexity === 'high' && !hasSymbol) {
    return 'La contraseña debe contener letras, números y símbolos.';
  }
  return null;
}
