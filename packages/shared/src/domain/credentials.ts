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

/** Password complexity levels of the settings (spec part 2 §4): what a password must contain at least. */
export const PASSWORD_COMPLEXITIES = ['low', 'medium', 'high'] as const;
export type PasswordComplexity = (typeof PASSWORD_COMPLEXITIES)[number];

export interface PasswordPolicy {
  minLength: number;
  complexity: PasswordComplexity;
}

const REQUIRED_KINDS: Record<PasswordComplexity, string> = {
  low: 'letras',
  medium: 'letras y números',
  high: 'letras, números y símbolos',
};

/**
 * The whole policy in one sentence, e.g. 'La contraseña debe tener al menos 8 caracteres, con letras y
 * números.': the refusal message of every password form and of the API, and the forms' hint.
 */
export function passwordPolicyText(policy: PasswordPolicy): string {
  return `La contraseña debe tener al menos ${policy.minLength} caracteres, con ${REQUIRED_KINDS[policy.complexity]}.`;
}

/**
 * Null when the password meets the policy, otherwise the policy's sentence. Each level says what a
 * password must contain at least (low: a letter; medium: a letter and a digit; high: a letter, a digit
 * and a symbol); any other character is always allowed.
 */
export function passwordPolicyError(password: string, policy: PasswordPolicy): string | null {
  const hasLetter = /\p{L}/u.test(password);
  const hasDigit = /\p{Nd}/u.test(password);
  const hasSymbol = /[^\p{L}\p{Nd}]/u.test(password);
  const meets =
    [...password].length >= policy.minLength &&
    hasLetter &&
    (policy.complexity === 'low' || hasDigit) &&
    (policy.complexity !== 'high' || hasSymbol);
  return meets ? null : passwordPolicyText(policy);
}
