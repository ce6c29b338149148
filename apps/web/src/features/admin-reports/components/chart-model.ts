/*
 * What a report chart shows, described once: the chart draws it (chart-canvas.tsx, the lazy Recharts
 * chunk) and the table fallback lists it (chart-card.tsx), so both always carry the same data.
 */

/** One row of a chart: a category (a date, a brand, a band) and its values. */
export type ChartRow = Record<string, string | number>;

/** The report palette: CSS variables set by `CHART_PALETTE_CLASS`, so light and dark both read well. */
export const CHART_COLORS = {
  emerald: 'var(--chart-emerald)',
  sky: 'var(--chart-sky)',
  amber: 'var(--chart-amber)',
  violet: 'var(--chart-violet)',
  rose: 'var(--chart-rose)',
  /** The previous period, beside the current one. */
  slate: 'var(--chart-slate)',
} as const;
export type ChartColor = keyof typeof CHART_COLORS;

/**
 * Sets the palette on the report's root: darker shades on the light theme, lighter ones on the dark
 * theme, each at least 3:1 against its card (WCAG 1.4.11, graphics).
 */
export const CHART_PALETTE_CLASS = [
  '[--chart-emerald:var(--color-emerald-600)] dark:[--chart-emerald:var(--color-emerald-400)]',
  '[--chart-sky:var(--color-sky-600)] dark:[--chart-sky:var(--color-sky-400)]',
  '[--chart-amber:var(--color-amber-600)] dark:[--chart-amber:var(--color-amber-400)]',
  '[--chart-violet:var(--color-violet-600)] dark:[--chart-violet:var(--color-violet-400)]',
  '[--chart-rose:var(--color-rose-600)] dark:[--chart-rose:var(--color-rose-400)]',
  '[--chart-slate:var(--color-slate-500)] dark:[--chart-slate:var(--color-slate-400)]',
].join(' ');

export interface ChartSeries<R extends ChartRow = ChartRow> {
  key: keyof R & string;
  label: string;
  color: ChartColor;
  /** Tooltips and the table: the exact value ('USD 1,250', '12.5%'). */
  format: (value: number) => string;
  /** Bars by default; a line for a second measure over the same dates. */
  shape?: 'bar' | 'line';
  /** The right axis, for a measure on another scale (dollars beside units). */
  axis?: 'left' | 'right';
  /** Listed in the table but not drawn (a second scale the chart would squash). */
  tableOnly?: boolean;
  /** Whether adding the values up means something (counts, dollars; not rates). Default true. */
  summable?: boolean;
}

export interface ChartSpec<R extends ChartRow = ChartRow> {
  /** Bars and lines on axes, or a ring of the parts of one whole. */
  kind: 'cartesian' | 'donut';
  rows: readonly R[];
  category: {
    key: keyof R & string;
    /** The table's first column header, e.g. 'Fecha', 'Marca'. */
    label: string;
    /** In full, for tooltips, the table and the summary. */
    format?: (value: string) => string;
    /** Short, for the axis. */
    tick?: (value: string) => string;
    /** Dates: the axis may leave labels out where they would overlap. Other categories show each. */
    sparseTicks?: boolean;
  };
  series: readonly ChartSeries<R>[];
  /** Bars that grow sideways with the categories down the side: rankings and long names. */
  horizontal?: boolean;
  /** One colour per row instead of per series (the parts of a donut), repeated if short. */
  rowColors?: readonly ChartColor[];
  /** Axis ticks per side (compact: 'USD 13 k'). */
  axisFormat?: { left?: (value: number) => string; right?: (value: number) => string };
}

export const categoryText = <R extends ChartRow>(spec: ChartSpec<R>, row: R): string => {
  const value = String(row[spec.category.key]);
  return spec.category.format ? spec.category.format(value) : value;
};

export const seriesValue = <R extends ChartRow>(row: R, series: ChartSeries<R>): number =>
  Number(row[series.key]) || 0;

export const drawnSeries = <R extends ChartRow>(spec: ChartSpec<R>) =>
  spec.series.filter((s) => !s.tableOnly);

/** Nothing to draw: no rows, or every drawn value is zero (an empty period). */
export function isEmptyChart<R extends ChartRow>(spec: ChartSpec<R>): boolean {
  return spec.rows.every((row) => drawnSeries(spec).every((s) => seriesValue(row, s) === 0));
}

/**
 * What a screen reader hears for the chart: per drawn series the total (when it adds up) and the
 * highest value with where it is. The table beside it holds every value.
 */
export function summarizeChart<R extends ChartRow>(title: string, spec: ChartSpec<R>): string {
  const parts = drawnSeries(spec).map((series) => {
    let top = spec.rows[0] as R;
    for (const row of spec.rows) if (seriesValue(row, series) > seriesValue(top, series)) top = row;
    const highest = `${series.format(seriesValue(top, series))} en ${categoryText(spec, top)}`;
    if (series.summable === false) return `${series.label}: máximo ${highest}`;
    const total = spec.rows.reduce((sum, row) => sum + seriesValue(row, series), 0);
    return `${series.label}: total ${series.format(total)}, máximo ${highest}`;
  });
  return `${title}. ${parts.join('. ')}.`;
}
