import type { ReportPeriod, SeriesBucket } from '@quincena/shared';
import {
  EMPTY_VALUE,
  formatDate,
  formatMoneyNoDecimals,
  formatPercent,
  LOCALE,
} from '../../../lib/format.ts';

export const PERIOD_LABELS: Record<ReportPeriod, string> = {
  week: 'Semana',
  month: 'Mes',
  quarter: 'Trimestre',
  year: 'Año',
};

const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** Axis ticks only: 'USD 13 k' leaves room for the bars on a phone; tooltips and tables are exact. */
const compactMoney = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const compactNumber = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 });

export const formatCount = (n: number) => integer.format(n);
/** The API answers rates in percent (87.5), `formatPercent` takes fractions. */
export const formatPercentValue = (n: number) => formatPercent(n / 100);
export const formatDays = (n: number) => `${oneDecimal.format(n)} ${n === 1 ? 'día' : 'días'}`;
export const formatCompactMoney = (n: number) => compactMoney.format(n);
export const formatCompactNumber = (n: number) => compactNumber.format(n);

/** How a figure reads: a number of things, dollars (no decimals, as the dashboard), a rate or days. */
export type FigureKind = 'count' | 'money' | 'percent' | 'days';

export const FIGURE_FORMATS: Record<FigureKind, (n: number) => string> = {
  count: formatCount,
  money: formatMoneyNoDecimals,
  percent: formatPercentValue,
  days: formatDays,
};

const dayMonth = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat(LOCALE, { month: 'short', year: '2-digit', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `YYYY-MM-DD` at UTC midnight, so formatting never moves it a day; null when unreadable. */
function calendarDate(value: string): Date | null {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A bucket's first day, short, for an axis: '5 nov' (a day or a week) or 'nov 26' (a month). */
export function bucketTick(value: string, bucket: SeriesBucket): string {
  const date = calendarDate(value);
  if (!date) return EMPTY_VALUE;
  return bucket === 'month' ? shortMonth.format(date) : dayMonth.format(date);
}

/** A bucket in full, for tooltips and tables: '5 nov 2026', 'Semana del 5 nov 2026', 'noviembre de 2026'. */
export function bucketLabel(value: string, bucket: SeriesBucket): string {
  if (bucket === 'day') return formatDate(value);
  if (bucket === 'week') return `Semana del ${formatDate(value)}`;
  const date = calendarDate(value);
  return date ? longMonth.format(date) : EMPTY_VALUE;
}

const BUCKET_HEADERS: Record<SeriesBucket, string> = { day: 'Día', week: 'Semana', month: 'Mes' };

/** The category of a chart over time: the bucket's first day, short on the axis, in full elsewhere. */
export function timeCategory(bucket: SeriesBucket) {
  return {
    key: 'date' as const,
    label: BUCKET_HEADERS[bucket],
    format: (value: string) => bucketLabel(value, bucket),
    tick: (value: string) => bucketTick(value, bucket),
    sparseTicks: true,
  };
}
