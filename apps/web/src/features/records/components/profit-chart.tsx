import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '@/hooks/use-element-width';
import { cn } from '@/lib/cn';
import { formatMoney, formatShortDate } from '@/lib/format';
import type { ProfitPoint } from '../lib/history-stats';
import { chartGeometry } from '../lib/profit-chart-geometry';

const HEIGHT = 240;
// Dots on every point stay readable up to this many; beyond it only the last one is marked.
const MAX_DOTS = 40;
// Approximate width of one 11px tabular character, to leave room for the value labels.
const LABEL_CHAR_WIDTH = 6.6;

/** Cumulative profit after each graded pick, drawn as a line over a zero baseline. */
export function ProfitChart({ points }: { points: readonly ProfitPoint[] }) {
  const { t } = useTranslation('adminRecords');
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
          {t('history.chart.empty')}
        </p>
      </div>
    );
  }

  const values = points.map((point) => point.cumulative);
  const widestLabel = Math.max(
    ...[0, Math.max(...values), Math.min(...values)].map((value) => formatMoney(value).length),
  );
  const gutter = Math.ceil(widestLabel * LABEL_CHAR_WIDTH) + 14;
  const geometry = chartGeometry(points, width, HEIGHT, gutter);
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
        <title id={titleId}>{t('history.chart.title')}</title>
        <desc id={descId}>
          {t('history.chart.description', {
            count: points.length,
            from: formatShortDate(first.date),
            to: formatShortDate(last.date),
            total: formatMoney(last.cumulative, { signed: true }),
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
              {formatMoney(tick.value)}
            </text>
          </g>
        ))}
        <path d={geometry.area} fill={`url(#${gradientId})`} />
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
          const point = points[index] as ProfitPoint;
          const isLast = index === points.length - 1;
          if (!isLast && points.length > MAX_DOTS) return null;
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
              <title>{`${formatShortDate(point.date)} · ${formatMoney(point.cumulative, { signed: true })}`}</title>
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
          {formatShortDate(first.date)}
        </text>
        {!isSingle ? (
          <text x={width} y={HEIGHT - 4} textAnchor="end" fill="var(--color-ink-subtle)" fontSize={11}>
            {formatShortDate(last.date)}
          </text>
        ) : null}
      </svg>
    </div>
  );
}
