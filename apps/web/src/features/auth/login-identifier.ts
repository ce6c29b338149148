/** What the single field of the login page holds (spec §2 "Login page"). */
export type LoginIdentifier =
  | { kind: 'empty' }
  /** 8 digits: the customer flow. */
  | { kind: 'phone'; digits: string }
  /** Only digits, but not 8 of them. */
  | { kind: 'partial-phone'; count: number }
  /** 3 or more characters with a letter: the vendor / administrator flow. */
  | { kind: 'username'; username: string }
  | { kind: 'invalid' };

export const PHONE_DIGITS = 8;
const COUNTRY_CODE = '507';
// Separators people type in a phone number; they carry no meaning (spec: spaces, dashes, parentheses).
const PHONE_SEPARATORS = /[\s\-()]/g;
const LETTER = /\p{L}/u;

/**
 * Tells a customer's phone number from a vendor's or administrator's username. A leading +507 is also
 * accepted, as people often copy their number in international form.
 */
export function detectLoginIdentifier(raw: string): LoginIdentifier {
  const value = raw.trim();
  if (!value) return { kind: 'empty' };

  const compact = value.replace(PHONE_SEPARATORS, '');
  if (/^\+?\d+$/.test(compact)) {
    let digits = compact.replace('+', '');
    if (digits.length === PHONE_DIGITS + COUNTRY_CODE.length && digits.startsWith(COUNTRY_CODE)) {
      digits = digits.slice(COUNTRY_CODE.length);
    }
    return digits.length === PHONE_DIGITS
      ? { kind: 'phone', digits }
      : { kind: 'partial-phone', count: digits.length };
  }

  if (value.length >= 3 && LETTER.test(value)) return { kind: 'username', username: value };
  return { kind: 'invalid' };
}

/** 'Se requieren exactamente 8 dígitos (tienes N)' (spec §5). */
export function phoneDigitsHint(count: number): string {
  return `Se requieren exactamente ${PHONE_DIGITS} dígitos (tienes ${count})`;
}

/** Keeps only digits, at most 8 (the phone field of the send-code form). */
export function sanitizePhoneDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

/** Phone field display (spec §5): '6 123 4567' for a mobile number starting with 6, digits otherwise. */
export function formatPhoneInput(digits: string): string {
  if (!digits.startsWith('6')) return digits;
  return [digits.slice(0, 1), digits.slice(1, 4), digits.slice(4)].filter(Boolean).join(' ');
}

/** The form the API takes: +507 and the 8 digits. */
export function toE164(digits: string): string {
  return `+${COUNTRY_CODE}${digits}`;
}
