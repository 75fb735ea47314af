import { useId } from 'react';
import { useElementWidth } from '@/hooks/use-element-width';
import { cn } from '@/lib/cn';
import { type ChartPoint, chartGeometry } from '@/lib/profit-chart-geometry';

const HEIGHT = 240;
// Dots on every point stay readable up to this many; beyond it only the last one is marked.
const MAX_DOTS = 40;
// The comparison series is neither a gain's green nor a loss's red.
const COMPARISON_COLOR = '#7dd3fc';
// Approximate width of one 11px tabular character, to leave room for the value labels.
const LABEL_CHAR_WIDTH = 6.6;

export type ChartSummary = {
  count: number;
  from: string;
  to: string;
  total: string;
  /** The comparison series' last value, when the chart has one. */
  comparisonTotal?: string;
};

/** A second series over the same points (one value each), drawn dashed for comparison. */
export type ChartComparison = { values: readonly number[]; label: string };

type ProfitChartProps = {
  points: readonly ChartPoint[];
  title: string;
  /** The chart in words for assistive technology, from its formatted first and last dates and total. */
  describe: (summary: ChartSummary) => string;
  emptyText: string;
  /** Money, units…: the caller's unit; `signed` marks gains with +. */
  formatValue: (value: number, options?: { signed?: boolean }) => string;
  formatDate: (date: string) => string;
  comparison?: ChartComparison;
};

/** A cumulative series (profit, units) drawn as a line over a zero baseline, green above and red below. */
export function ProfitChart({
  points,
  title,
  describe,
  emptyText,
  formatValue,
  formatDate,
  comparison,
}: ProfitChartProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>(640);
  const titleId = useId();
  const descId = useId();
  const gradientId = useId();

  // The measured wrapper stays mounted whatever the data, so the observer keeps following it.
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) {
    return (
      <div ref={ref} className="w-full">
        <p data-testid="profit-chart-empty" className="py-12 text-center text-ink-subtle text-sm">
          {emptyText}
        </p>
      </div>
    );
  }

  const compared = comparison?.values.slice(0, points.length) ?? [];
  const values = [...points.map((point) => point.cumulative), ...compared];
  const widestLabel = Math.max(
    ...[0, Math.max(...values), Math.min(...values)].map((value) => formatValue(value).length),
  );
  const gutter = Math.ceil(widestLabel * LABEL_CHAR_WIDTH) + 14;
  const geometry = chartGeometry(points, width, HEIGHT, gutter, compared);
  const lastCompared = compared.at(-1);
  const isGain = last.cumulative >= 0;
  const isSingle = points.length === 1;

  return (
    <div ref={ref} className={cn('w-full', isGain ? 'text-edge' : 'text-danger')}>
      <svg
        data-testid="profit-chart"
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="block max-w-full overflow-visible"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>
          {describe({
            count: points.length,
            from: formatDate(first.date),
            to: formatDate(last.date),
            total: formatValue(last.cumulative, { signed: true }),
            ...(lastCompared === undefined
              ? {}
              : { comparisonTotal: formatValue(lastCompared, { signed: true }) }),
          })}
        </desc>
        <defs>
          <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="currentColor" stopOpacity="0.28" />
            <stop offset="100%" stopColor="currentColor" stopOpacity="0" />
          </linearGradient>
        </defs>
        {geometry.ticks.map((tick) => (
          <g key={tick.value}>
            <line
              x1={gutter}
              x2={width}
              y1={tick.y}
              y2={tick.y}
              stroke="var(--color-line)"
              strokeDasharray={tick.value === 0 ? undefined : '3 5'}
              strokeWidth={tick.value === 0 ? 1.25 : 1}
            />
            <text
              x={gutter - 8}
              y={tick.y}
              textAnchor="end"
              dominantBaseline="middle"
              fill="var(--color-ink-subtle)"
              fontSize={11}
              className="tabular"
            >
              {formatValue(tick.value)}
            </text>
          </g>
        ))}
        <path d={geometry.area} fill={`url(#${gradientId})`} />
        {geometry.comparisonLine ? (
          <path
            data-testid="profit-chart-comparison"
            d={geometry.comparisonLine}
            fill="none"
            stroke={COMPARISON_COLOR}
            strokeWidth={2}
            strokeDasharray="6 5"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        ) : null}
        <path
          data-testid="profit-chart-line"
          d={geometry.line}
          fill="none"
          stroke="currentColor"
          strokeWidth={2.25}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        {geometry.coords.map((coord, index) => {
          const point = points[index] as ChartPoint;
          const isLast = index === points.length - 1;
          if (!isLast && points.length > MAX_DOTS) return null;
          const other = compared[index];
          return (
            <circle
              key={`${point.date}-${index}`}
              cx={coord.x}
              cy={coord.y}
              r={isLast ? 4.5 : 3}
              fill={isLast ? 'currentColor' : 'var(--color-surface)'}
              stroke="currentColor"
              strokeWidth={2}
            >
              <title>
                {[
                  formatDate(point.date),
                  formatValue(point.cumulative, { signed: true }),
                  ...(other === undefined
                    ? []
                    : [`${comparison?.label}: ${formatValue(other, { signed: true })}`]),
                ].join(' · ')}
              </title>
            </circle>
          );
        })}
        <text
          x={isSingle ? (geometry.coords[0]?.x ?? 0) : gutter}
          y={HEIGHT - 4}
          textAnchor={isSingle ? 'middle' : 'start'}
          fill="var(--color-ink-subtle)"
          fontSize={11}
        >
          {formatDate(first.date)}
        </text>
        {!isSingle ? (
          <text x={width} y={HEIGHT - 4} textAnchor="end" fill="var(--color-ink-subtle)" fontSize={11}>
            {formatDate(last.date)}
          </text>
        ) : null}
      </svg>
    </div>
  );
}
