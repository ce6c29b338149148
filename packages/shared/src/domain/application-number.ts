import { businessToday } from './dates.ts';

const PATTERN = /^\s*SOL-?(\d{4})-?(\d{1,9})\s*$/i;

/**
 * The number people read and quote for an application: 'SOL-2026-000123', the year it was made
 * (Panama) and its place in one sequence for all years. The UUID stays its id in URLs and the API.
 */
export function formatApplicationNumber(number: number, createdAt: string | Date): string {
  return `SOL-${applicationYear(createdAt)}-${String(number).padStart(6, '0')}`;
}

/** The year an application's number carries: the Panama year it was made in. */
export function applicationYear(createdAt: string | Date): number {
  return Number(businessToday(new Date(createdAt)).slice(0, 4));
}

/** The year and sequence number of 'SOL-2026-000123' (any case, dashes optional); else undefined. */
export function readApplicationNumber(text: string): { year: number; number: number } | undefined {
  const [, year, digits] = PATTERN.exec(text) ?? [];
  if (year === undefined || digits === undefined) return undefined;
  const number = Number(digits);
  return number > 0 && number <= 2_147_483_647 ? { year: Number(year), number } : undefined;
}

/** The sequence number in a search for 'SOL-2026-000123' (any case, dashes optional); else undefined. */
export function parseApplicationNumber(text: string): number | undefined {
  return readApplicationNumber(text)?.number;
}
