/** Panama numbers: country code 507 and 8 local digits (mobile numbers start with 6). */
const PANAMA_COUNTRY_CODE = '507';

// Separators people type when writing a phone number; they carry no meaning.
const SEPARATORS = /[\s\-.()]/g;
const PANAMA_PHONE = /^(?:\+?507)?(\d{8})$/;

/**
 * Returns the E.164 form (`+50761234567`) or null when the input is not a Panama number.
 * Accepts 8 digits, optionally prefixed by `+507` or `507`.
 */
export function normalizePanamaPhone(input: string): string | null {
  const compact = input.replace(SEPARATORS, '');
  const match = PANAMA_PHONE.exec(compact);
  const local = match?.[1];
  return local ? `+${PANAMA_COUNTRY_CODE}${local}` : null;
}

/** The 8 local digits of a Panama number (E.164 or any form normalizePanamaPhone accepts). */
export function localPhoneDigits(e164: string): string {
  const normalized = normalizePanamaPhone(e164);
  if (normalized === null) {
    throw new RangeError(`not a Panama phone number: "${e164}"`);
  }
  return normalized.slice(-8);
}

/**
 * Display form `6123-4567`. Invalid input is returned unchanged because a display
 * helper should never break a page over bad data.
 */
export function formatPanamaPhone(input: string): string {
  const normalized = normalizePanamaPhone(input);
  if (normalized === null) return input;
  const local = normalized.slice(-8);
  return `${local.slice(0, 4)}-${local.slice(4)}`;
}
