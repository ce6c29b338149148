import { addDays, type IsoDate } from './dates.ts';

export const REPORT_PERIODS = ['week', 'month', 'quarter', 'year'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** A period is a rolling window of whole business days ending today (PRODUCT.md §8). */
export const PERIOD_DAYS: Record<ReportPeriod, number> = { week: 7, month: 30, quarter: 91, year: 365 };

export interface PeriodWindow {
  period: ReportPeriod;
  /** First and last business day of the period, both included. */
  from: IsoDate;
  to: IsoDate;
  /** The same number of days just before it, for trends. */
  previousFrom: IsoDate;
  previousTo: IsoDate;
}

/** The period ending `today` and the one before it, with no gap and no overlap between them. */
export function periodWindow(period: ReportPeriod, today: IsoDate): PeriodWindow {
  const days = PERIOD_DAYS[period];
  const from = addDays(today, -(days - 1));
  const previousTo = addDays(from, -1);
  return { period, from, to: today, previousFrom: addDays(previousTo, -(days - 1)), previousTo };
}

/**
 * Change from the previous period in percent, one decimal; null when there was nothing before
 * (a change from zero is not a percentage).
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/** part / whole in percent, one decimal; 0 of nothing is 0. */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

/** The bucket a chart groups a period by: days for a week or month, weeks for a quarter, months for a year. */
export type SeriesBucket = 'day' | 'week' | 'month';
export function seriesBucket(period: ReportPeriod): SeriesBucket {
  if (period === 'year') return 'month';
  if (period === 'quarter') return 'week';
  return 'day';
}
