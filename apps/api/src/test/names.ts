/**
 * A number spelled in letters (12 → 'Bc'), for unique names in tests: person names hold letters,
 * spaces, apostrophes, hyphens and dots only (issue 22).
 */
export function nameTag(n: number | string): string {
  const letters = String(n).replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '');
  return letters.charAt(0).toUpperCase() + letters.slice(1);
}
