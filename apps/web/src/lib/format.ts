/**
 * Formatting for the Panamanian audience: Spanish (es-PA), amounts in USD, times in America/Panama.
 * Every formatter returns '—' for a missing or unreadable value instead of throwing during render.
 */

export const LOCALE = 'es-PA';
export const TIME_ZONE = 'America/Panama';
export const EMPTY_VALUE = '—';

/*
 * Intl formatters cost milliseconds each to build (a time zone more), which a phone pays while it
 * draws the first page: each is built on first use and kept.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  const format = numberFormats.get(key) ?? new Intl.NumberFormat(LOCALE, options);
  numberFormats.set(key, format);
  return format;
}

function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  const format = dateFormats.get(key) ?? new Intl.DateTimeFormat(LOCALE, options);
  dateFormats.set(key, format);
  return format;
}

const money = (decimals: number) =>
  numberFormat({
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });

type DateStyle = 'medium' | 'long';

const dateOptions: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
};

const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TIME_ZONE,
};

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

type Amount = number | string | null | undefined;

/** Accepts numbers and numeric strings (PostgreSQL numerics often arrive as strings). */
function toNumber(value: Amount): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * Turns values that round to zero at the shown precision into 0, so no "-0.00" appears
 * (`signDisplay: 'negative'` would do it, but it is ES2023 and the project targets ES2022).
 */
function withoutNegativeZero(n: number, shownDecimals: number, scale = 1): number {
  return Math.abs(n * scale) < 0.5 * 10 ** -shownDecimals ? 0 : n;
}

/** `1234.5` → `USD 1,234.50` (es-PA renders the ISO code, not `$` and not `B/.`). */
export function formatMoney(value: Amount): string {
  const n = toNumber(value);
  return n === null ? EMPTY_VALUE : money(2).format(withoutNegativeZero(n, 2));
}

/** `1234.5` → `USD 1,235`, for large headline figures. */
export function formatMoneyNoDecimals(value: Amount): string {
  const n = toNumber(value);
  return n === null ? EMPTY_VALUE : money(0).format(withoutNegativeZero(n, 0));
}

/**
 * A calendar date `YYYY-MM-DD` → `5 ene 2025` (or `5 de enero de 2025` with `'long'`).
 * The date is never shifted by a time zone. A full ISO timestamp is shown as its date in Panama.
 */
export function formatDate(value: string | null | undefined, style: DateStyle = 'medium'): string {
  if (!value) return EMPTY_VALUE;
  const match = CALENDAR_DATE.exec(value);
  if (match) {
    const [, y, m, d] = match;
    const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
    // Reject impossible dates such as 2025-02-30 instead of rolling them over.
    if (date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return EMPTY_VALUE;
    // Calendar dates are built at UTC midnight and formatted in UTC, so they never move a day.
    return dateFormat({ ...dateOptions[style], timeZone: 'UTC' }).format(date);
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return EMPTY_VALUE;
  return dateFormat({ ...dateOptions[style], timeZone: TIME_ZONE }).format(instant);
}

/** An instant (ISO timestamp or Date) → `5 ene 2025, 10:30 a. m.` in Panama time. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return EMPTY_VALUE;
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return EMPTY_VALUE;
  return dateFormat(DATE_TIME).format(instant);
}

/** A count with grouping: `12345` → `12,345`. */
export function formatInteger(value: number): string {
  return numberFormat({ maximumFractionDigits: 0 }).format(value);
}

/** A fraction → percentage: `formatPercent(0.125)` → `12.5%`, `formatPercent(0.5, 0)` → `50%`. */
export function formatPercent(fraction: Amount, digits = 1): string {
  const n = toNumber(fraction);
  if (n === null) return EMPTY_VALUE;
  return numberFormat({
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(withoutNegativeZero(n, digits, 100));
}

/**
 * A Panamanian phone number → local display form: `+50761234567` → `6123-4567`,
 * a 7-digit landline → `223-4567`. Anything else is returned as given.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return EMPTY_VALUE;
  let digits = value.replace(/\D/g, '');
  if (digits.length > 8 && digits.startsWith('507')) digits = digits.slice(3);
  if (digits.length === 8) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  if (digits.length === 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return value;
}

/** '1.2 MB', '340 KB', '12 B'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
