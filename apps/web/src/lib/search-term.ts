/**
 * A list search as the API matches it. Phones are stored as +507XXXXXXXX and shown as 6000-0001, so a
 * search that is only a phone number loses its spaces, dashes and parentheses.
 */
export function searchTerm(search = ''): string | undefined {
  const term = search.trim();
  if (/^[\d\s()+-]+$/.test(term) && /\d/.test(term)) return term.replace(/\D/g, '');
  return term || undefined;
}
