import { fromCents } from '@quincena/shared';

/** One field's change as the audit trail keeps it. */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

export type AuditChanges = Record<string, FieldChange>;

/** What a secret (a PIN, a password) is recorded as: that it was set or changed, never its value. */
export const MASKED = '••••';

/**
 * Fields an audit entry must never carry, whatever the caller passes: secrets and their hashes.
 * Anchored, so that `postalCode` or `pinLocked` stay readable; the settings' password policy
 * (`security.passwordMinLength`, `security.passwordComplexity`) is no secret either.
 */
const SECRET_FIELDS = /password(?!MinLength$|Complexity$)|(^|\.)(pin|otp|code)(hash)?$|(hash|token|secret)$/i;

/** Integer-cent columns are recorded in dollars under the API's name (`priceCents` → `price`). */
const CENTS_FIELD = /^(.+)Cents$/;

/** JSON-comparable form of a value: dates as ISO text, undefined as null. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value ?? null;
}

const masked = ({ from, to }: FieldChange): FieldChange => ({
  from: from === null ? null : MASKED,
  to: to === null ? null : MASKED,
});

const dollars = (value: unknown) => (typeof value === 'number' ? fromCents(value) : value);

/**
 * Before → after of each field of `after` whose value differs from `before` (`before` null: a
 * creation, every set field from null). A secret field that changed is recorded as changed, never
 * with its value; cent columns are recorded in dollars.
 */
export function auditDiff(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): AuditChanges {
  const changes: AuditChanges = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const from = plain(before?.[key]);
    const to = plain(value);
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    if (SECRET_FIELDS.test(key)) {
      changes[key] = masked({ from, to });
      continue;
    }
    const cents = CENTS_FIELD.exec(key);
    if (cents?.[1]) changes[cents[1]] = { from: dollars(from), to: dollars(to) };
    else changes[key] = { from, to };
  }
  return changes;
}

/** A soft deletion, recorded the same way for every entity: when it was deleted. */
export function auditDeleted(at: Date): AuditChanges {
  return { deletedAt: { from: null, to: at.toISOString() } };
}

const isFieldChange = (value: unknown): value is FieldChange =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length === 2 &&
  'from' in value &&
  'to' in value;

/**
 * Stored changes in the one shape readers rely on. Entries written before every writer used
 * `auditDiff` may hold a bare value (`{ status: 'PENDING' }`): it is read as set from nothing.
 */
export function normalizeChanges(stored: unknown): AuditChanges | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const changes: AuditChanges = {};
  for (const [key, value] of Object.entries(stored)) {
    const change = isFieldChange(value) ? { from: value.from, to: value.to } : { from: null, to: value };
    changes[key] = SECRET_FIELDS.test(key) ? masked(change) : change;
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
