import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** An ILIKE "contains" pattern for user text: `%`, `_` and `\` match themselves, not anything. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * The pattern to match stored phones (`+50761234567`) against a search typed as displayed
 * (`6123-4567`, `6123 4567`): its digits, when it has at least three and nothing else but separators.
 */
export function phonePattern(search: string): string {
  const digits = search.replace(/[\s\-().+]/g, '');
  return /^\d{3,}$/.test(digits) ? containsPattern(digits) : containsPattern(search);
}

/**
 * A stored identifier as searched: capitals and digits only, so 'abc-1234', 'ABC 1234' and
 * 'ABC1234' are one value. The trigram indexes on VIN, plate and identity number are built on this
 * very expression (the planner matches the index by it), and searches compare with `compact()`.
 */
export const compactSql = (value: SQL | AnyColumn) =>
  sql`upper(regexp_replace(${value}, '[^0-9A-Za-z]', '', 'g'))`;

/** What `compactSql` makes of a stored value, for the text a user types. */
export const compact = (text: string) => text.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/** An ILIKE "starts with" pattern for user text, its wildcards literal. */
export function prefixPattern(search: string): string {
  return `${search.replace(/[\\%_]/g, '\\$&')}%`;
}
