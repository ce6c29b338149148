import {
  Bar,
  CartesianGrid,
  Cell,
  ComposedChart,
  Line,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import {
  CHART_COLORS,
  type ChartRow,
  type ChartSpec,
  categoryText,
  drawnSeries,
  seriesValue,
} from './chart-model.ts';

/*
 * The drawing of a report chart, and the only module that imports Recharts: the reports page loads
 * it with React.lazy, so the rest of the back-office never downloads the library.
 */

const AXIS_TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };
/*
 * Room for the category names beside horizontal bars: as wide as the longest name needs at the tick's
 * 12 px (a fixed 116 px cut 'Ciudad de Panamá' to 'iudad de Panamá'), within what a 390 px phone spares.
 */
const CATEGORY_MAX_CHARS = 22;
const CATEGORY_CHAR_PX = 8;
const CATEGORY_AXIS_MIN = 48;
const CATEGORY_AXIS_MAX = 168;
export const categoryAxisWidth = (names: readonly string[]) =>
  Math.min(
    CATEGORY_AXIS_MAX,
    Math.max(
      CATEGORY_AXIS_MIN,
      Math.ceil(Math.max(0, ...names.map((n) => shorten(n).length)) * CATEGORY_CHAR_PX) + 16,
    ),
  );

const shorten = (text: string) =>
  text.length > CATEGORY_MAX_CHARS ? `${text.slice(0, CATEGORY_MAX_CHARS - 1)}…` : text;

export default function ChartCanvas({ spec }: { spec: ChartSpec }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      {spec.kind === 'donut' ? <Donut spec={spec} /> : <Cartesian spec={spec} />}
    </ResponsiveContainer>
  );
}

function Cartesian({ spec }: { spec: ChartSpec }) {
  const series = drawnSeries(spec);
  const hasRight = series.some((s) => s.axis === 'right');
  const tick = (value: string) => (spec.category.tick ?? spec.category.format ?? String)(String(value));
  const valueTick = (value: number) => (spec.axisFormat?.left ?? String)(value);
  return (
    <ComposedChart
      data={[...spec.rows]}
      layout={spec.horizontal ? 'vertical' : 'horizontal'}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      // The table fallback and the summary serve keyboard and screen-reader users.
      accessibilityLayer={false}
    >
      <CartesianGrid
        stroke="var(--border)"
        strokeDasharray="3 3"
        horizontal={!spec.horizontal}
        vertical={Boolean(spec.horizontal)}
      />
      {spec.horizontal ? (
        <>
          <XAxis
            type="number"
            tick={AXIS_TICK}
            stroke="var(--border)"
            tickFormatter={valueTick}
            allowDecimals={false}
          />
          <YAxis
            type="category"
            dataKey={spec.category.key}
            tick={AXIS_TICK}
            stroke="var(--border)"
            width={categoryAxisWidth(spec.rows.map((row) => tick(String(row[spec.category.key]))))}
            tickFormatter={(value: string) => shorten(tick(value))}
            interval={0}
          />
        </>
      ) : (
        <>
          <XAxis
            dataKey={spec.category.key}
            tick={AXIS_TICK}
            stroke="var(--border)"
            tickFormatter={tick}
            minTickGap={12}
            interval={spec.category.sparseTicks ? 'preserveStartEnd' : 0}
          />
          <YAxis
            yAxisId="left"
            tick={AXIS_TICK}
            stroke="var(--border)"
            tickFormatter={valueTick}
            allowDecimals={false}
            width="auto"
          />
          {hasRight && (
            <YAxis
              yAxisId="right"
              orientation="right"
              tick={AXIS_TICK}
              stroke="var(--border)"
              tickFormatter={(value: number) => (spec.axisFormat?.right ?? String)(value)}
              allowDecimals={false}
              width="auto"
            />
          )}
        </>
      )}
      <Tooltip
        cursor={{ fill: 'var(--muted)', opacity: 0.6 }}
        content={(props) => <ChartTooltip {...props} spec={spec} />}
      />
      {series.map((s) =>
        s.shape === 'line' ? (
          <Line
            key={s.key}
            dataKey={s.key}
            name={s.label}
            yAxisId={spec.horizontal ? undefined : (s.axis ?? 'left')}
            type="monotone"
            stroke={CHART_COLORS[s.color]}
            strokeWidth={2.5}
            dot={spec.rows.length <= 12 ? { r: 3, fill: CHART_COLORS[s.color] } : false}
            activeDot={{ r: 5 }}
          />
        ) : (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            yAxisId={spec.horizontal ? undefined : (s.axis ?? 'left')}
            fill={CHART_COLORS[s.color]}
            radius={spec.horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0]}
            maxBarSize={28}
          />
        ),
      )}
    </ComposedChart>
  );
}

function Donut({ spec }: { spec: ChartSpec }) {
  const [series] = drawnSeries(spec);
  if (!series) return null;
  const colors = spec.rowColors ?? [];
  return (
    <PieChart accessibilityLayer={false}>
      <Pie
        data={[...spec.rows]}
        dataKey={series.key}
        nameKey={spec.category.key}
        innerRadius="55%"
        outerRadius="85%"
        paddingAngle={2}
        stroke="var(--card)"
      >
        {spec.rows.map((row, index) => (
          <Cell
            key={String(row[spec.category.key])}
            fill={CHART_COLORS[colors[index % colors.length] ?? series.color]}
          />
        ))}
      </Pie>
      <Tooltip content={(props) => <ChartTooltip {...props} spec={spec} />} />
    </PieChart>
  );
}

/** The hovered category with every value of its row, the table's figures included, in the theme's colours. */
function ChartTooltip({ active, payload, spec }: TooltipContentProps & { spec: ChartSpec }) {
  const row = payload?.[0]?.payload as ChartRow | undefined;
  if (!active || !row) return null;
  return (
    <div className="grid gap-1 rounded-lg border border-border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-lg">
      <p className="font-semibold">{categoryText(spec, row)}</p>
      {spec.series.map((s) => (
        <p key={s.key} className="flex items-center justify-between gap-4">
          <span className="text-muted-foreground">{s.label}</span>
          <span className="font-medium tabular-nums">{s.format(seriesValue(row, s))}</span>
        </p>
      ))}
    </div>
  );
}
