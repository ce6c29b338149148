/** The customer's phone in the wizard: 8 local digits, shown 4-4, sent with +507 (spec §5, §9). */
export const PHONE_DIGITS = 8;

/** Keeps only digits, at most 8. */
export function sanitizePhoneDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

/** '61234567' → '6123-4567'; fewer digits are grouped as far as they go ('61234' → '6123-4'). */
export function formatPhoneDigits(digits: string): string {
  return digits.length > 4 ? `${digits.slice(0, 4)}-${digits.slice(4)}` : digits;
}

/** 'Se requieren exactamente 8 dígitos (tienes N)'; null once the 8 digits are there. */
export function phoneDigitsHint(digits: string): string | null {
  return digits.length === PHONE_DIGITS
    ? null
    : `Se requieren exactamente ${PHONE_DIGITS} dígitos (tienes ${digits.length})`;
}

export function isCompletePhone(digits: string): boolean {
  return /^\d{8}$/.test(digits);
}

/** The form the API takes: +507 and the 8 digits. */
export function toE164(digits: string): string {
  return `+507${digits}`;
}
