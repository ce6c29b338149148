import { ChartNoAxesColumn, ChevronRight } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/cn.ts';
import {
  CHART_COLORS,
  type ChartRow,
  type ChartSpec,
  categoryText,
  drawnSeries,
  isEmptyChart,
  seriesValue,
  summarizeChart,
} from './chart-model.ts';

// Recharts stays in its own chunk: only the reports page pays for it, and only once a chart shows.
const ChartCanvas = lazy(() => import('./chart-canvas.tsx'));

export const NO_DATA_TITLE = 'No hay datos para este período';

/** Bars down the side take a row each, taller with more bars: readable however many rows there are. */
const ROW_BASE_PX = 22;
const ROW_PER_BAR_PX = 14;
const HORIZONTAL_AXIS_PX = 40;

export interface ChartCardProps<R extends ChartRow> {
  title: string;
  description?: string;
  spec: ChartSpec<R>;
  className?: string;
}

/**
 * A report chart: a visible title, the drawing (`role="img"` named by a summary of its figures), a
 * legend, and 'Ver tabla' with the same data as a table; an empty state when the period has none.
 */
export function ChartCard<R extends ChartRow>({ title, description, spec, className }: ChartCardProps<R>) {
  // The lazy canvas is not generic; the spec is only read through its own keys.
  const plain = spec as unknown as ChartSpec;
  const empty = isEmptyChart(spec);
  const height =
    spec.kind === 'cartesian' && spec.horizontal
      ? {
          height:
            spec.rows.length * (ROW_BASE_PX + ROW_PER_BAR_PX * drawnSeries(spec).length) + HORIZONTAL_AXIS_PX,
        }
      : undefined;
  return (
    <Card className={cn('flex min-w-0 flex-col', className)}>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle className="text-base sm:text-lg">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid min-w-0 flex-1 content-start gap-3">
        {empty ? (
          <EmptyState icon={ChartNoAxesColumn} title={NO_DATA_TITLE} className="py-8" />
        ) : (
          <>
            <div
              role="img"
              aria-label={summarizeChart(title, spec)}
              style={height}
              className={cn('w-full min-w-0', !height && (spec.kind === 'donut' ? 'h-56' : 'h-64 sm:h-72'))}
            >
              <Suspense fallback={<Skeleton className="size-full rounded-lg" />}>
                <ChartCanvas spec={plain} />
              </Suspense>
            </div>
            <ChartLegend spec={plain} />
            <ChartTable title={title} spec={plain} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The colour key; hidden from screen readers, which get the summary and the table. */
function ChartLegend({ spec }: { spec: ChartSpec }) {
  const items =
    spec.kind === 'donut'
      ? spec.rows.map((row, index) => {
          const [series] = drawnSeries(spec);
          const colors = spec.rowColors ?? [];
          return {
            key: String(row[spec.category.key]),
            label: categoryText(spec, row),
            value: series ? series.format(seriesValue(row, series)) : undefined,
            color: colors[index % colors.length] ?? series?.color ?? 'emerald',
            line: false,
          };
        })
      : drawnSeries(spec).map((s) => ({
          key: s.key,
          label: s.label,
          value: undefined,
          color: s.color,
          line: s.shape === 'line',
        }));
  if (items.length < 2) return null;
  return (
    <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-muted-foreground">
      {items.map((item) => (
        <li key={item.key} className="inline-flex items-center gap-1.5">
          <span
            className={cn('shrink-0', item.line ? 'h-0.5 w-4 rounded-full' : 'size-2.5 rounded-sm')}
            style={{ background: CHART_COLORS[item.color] }}
          />
          {item.label}
          {item.value && <span className="font-medium text-foreground tabular-nums">{item.value}</span>}
        </li>
      ))}
    </ul>
  );
}

/** 'Ver tabla': every value of the chart, the table-only columns included. */
function ChartTable({ title, spec }: { title: string; spec: ChartSpec }) {
  return (
    <details className="group min-w-0 rounded-lg ring-1 ring-border">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-primary select-none focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
        <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
        Ver tabla
      </summary>
      <div className="border-t border-border">
        {/* A month has 30 rows: the table scrolls in its frame, under its header. */}
        <Table containerClassName="max-h-80 rounded-t-none border-0" scrollLabel={`Tabla: ${title}`}>
          <TableCaption className="sr-only">{title}</TableCaption>
          <TableHeader className="sticky top-0 z-10 bg-muted">
            <TableRow>
              <TableHead>{spec.category.label}</TableHead>
              {spec.series.map((s) => (
                <TableHead key={s.key} className="text-right">
                  {s.label}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {spec.rows.map((row) => (
              <TableRow key={String(row[spec.category.key])}>
                <TableCell className="whitespace-nowrap">{categoryText(spec, row)}</TableCell>
                {spec.series.map((s) => (
                  <TableCell key={s.key} className="text-right whitespace-nowrap tabular-nums">
                    {s.format(seriesValue(row, s))}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </details>
  );
}
