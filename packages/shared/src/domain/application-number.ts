import { businessToday } from './dates.ts';

const PATTERN = /^\s*SOL-?(\d{4})-?(\d{1,9})\s*$/i;

/**
 * The number people read and quote for an application: 'SOL-2026-000123', the year it was made
 * (Panama) and its place in one sequence for all years. The UUID stays its id in URLs and the API.
 */
export function formatApplicationNumber(number: number, createdAt: string | Date): string {
  const year = businessToday(new Date(createdAt)).slice(0, 4);
  return `SOL-${year}-${String(number).padStart(6, '0')}`;
}

/** The sequence number in a search for 'SOL-2026-000123' (any case, dashes optional); else undefined. */
export function parseApplicationNumber(text: string): number | undefined {
  const digits = PATTERN.exec(text)?.[2];
  if (digits === undefined) return undefined;
  const number = Number(digits);
  return number > 0 && number <= 2_147_483_647 ? number : undefined;
}
