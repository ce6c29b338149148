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
