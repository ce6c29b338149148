/**
 * Calendar dates as `YYYY-MM-DD` strings. All arithmetic uses UTC midnights so the
 * server's local time zone can never shift a date.
 */
export type IsoDate = string;

export const BUSINESS_TIME_ZONE = 'America/Panama';

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const businessDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's calendar date in Panama (UTC−5, no DST), whatever the server's time zone. */
export function businessToday(now: Date = new Date()): IsoDate {
  // formatToParts instead of format(): the part order of a locale's output is not a contract.
  const parts = businessDateFormat.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * UTC midnight of a calendar day; month/day overflow rolls over.
 * setUTCFullYear instead of Date.UTC because Date.UTC maps years 0–99 to 1900–1999.
 */
function utcMidnight(year: number, month1to12: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month1to12 - 1, day);
  return date;
}

export function lastDayOfMonth(year: number, month1to12: number): number {
  // Day 0 of the next month is the last day of this one.
  return utcMidnight(year, month1to12 + 1, 0).getUTCDate();
}

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  // Every month has 28 days: only later days need the calendar (replays check thousands of dates).
  return month >= 1 && month <= 12 && day >= 1 && (day <= 28 || day <= lastDayOfMonth(year, month));
}

/** Splits a valid IsoDate into numbers; throws on anything else so bad input fails loudly. */
export function parseIsoDate(date: IsoDate): { year: number; month: number; day: number } {
  if (!isIsoDate(date)) {
    throw new RangeError(`not an ISO calendar date (YYYY-MM-DD): "${date}"`);
  }
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** Builds an IsoDate from parts; day/month overflow rolls over like Date.UTC. */
export function isoDateFromParts(year: number, month1to12: number, day: number): IsoDate {
  // Fast path for a real calendar day (schedules build millions of them); Date handles overflow.
  if (month1to12 >= 1 && month1to12 <= 12 && day >= 1 && day <= 28 && year >= 1000 && year <= 9999) {
    return `${year}-${String(month1to12).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  }
  return utcMidnight(year, month1to12, day).toISOString().slice(0, 10);
}

function toUtcMs(date: IsoDate): number {
  const { year, month, day } = parseIsoDate(date);
  return utcMidnight(year, month, day).getTime();
}

export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) {
    throw new RangeError(`days must be an integer, got ${days}`);
  }
  const { year, month, day } = parseIsoDate(date);
  return isoDateFromParts(year, month, day + days);
}

/** `to − from` in whole days (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / MS_PER_DAY);
}

/** 2026-09-15 → 15/09/2026, as dates are written in Panama (SMS texts, CSV files). */
export function formatIsoDateDmy(date: IsoDate): string {
  const { year, month, day } = parseIsoDate(date);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}
