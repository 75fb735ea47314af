import type { ProfitPoint } from '@arcade/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '@/hooks/use-element-width';
import { formatDayMonth, formatMoney } from '@/lib/format';
import { compareChartGeometry } from '../lib/compare-chart-geometry';
import { alignCurves, isPerPick } from '../lib/compare-figures';

const HEIGHT = 220;
const PAD = { top: 14, right: 10, bottom: 26, left: 64 };

/** The tested and the current formula's cumulative profit on one chart, on shared dates and scale. */
export function CompareChart({ tested, current }: { tested: ProfitPoint[]; current: ProfitPoint[] }) {
  const { t } = useTranslation('labFormulas');
  const [ref, width] = useElementWidth<HTMLDivElement>(640);
  const titleId = useId();
  const points = alignCurves(tested, current);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) {
    return (
      <div ref={ref}>
        <p className="py-10 text-center text-ink-subtle text-sm">{t('results.chartEmpty')}</p>
      </div>
    );
  }
  const geometry = compareChartGeometry(points, width, HEIGHT, PAD);
  const from = formatDayMonth(first.date);
  const to = formatDayMonth(last.date);
  const isOneDay = first.date === last.date;
  const description = !(isPerPick(tested) || isPerPick(current))
    ? t('results.chartDescription', { count: points.length, from, to })
    : isOneDay
      ? t('results.chartDescriptionPicksOneDay', { count: points.length, from })
      : t('results.chartDescriptionPicks', { count: points.length, from, to });

  return (
    <div ref={ref} className="w-full">
      <svg
        role="img"
        aria-labelledby={titleId}
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="block max-w-full"
        data-testid="test-formula-chart"
      >
        <title id={titleId}>{description}</title>
        {geometry.ticks.map((tick) => (
          <g key={tick.value}>
            <line
              x1={PAD.left}
              x2={width - PAD.right}
              y1={tick.y}
              y2={tick.y}
              stroke="var(--color-line)"
              strokeDasharray={tick.value === 0 ? undefined : '3 5'}
            />
            <text
              x={PAD.left - 8}
              y={tick.y}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize={11}
              fill="var(--color-ink-subtle)"
            >
              {formatMoney(tick.value)}
            </text>
          </g>
        ))}
        <path
          d={geometry.current}
          fill="none"
          stroke="var(--color-ink-subtle)"
          strokeWidth={2}
          strokeDasharray="6 4"
        />
        <path
          d={geometry.tested}
          fill="none"
          stroke="var(--color-edge)"
          strokeWidth={2.25}
          strokeLinejoin="round"
        />
        <Dots dots={geometry.dots.current} radius={2.5} stroke="var(--color-ink-subtle)" width={1.5} />
        <Dots dots={geometry.dots.tested} radius={3} stroke="var(--color-edge)" width={2} />
        <text x={PAD.left} y={HEIGHT - 6} fontSize={11} fill="var(--color-ink-subtle)">
          {from}
        </text>
        {isOneDay ? null : (
          <text
            x={width - PAD.right}
            y={HEIGHT - 6}
            textAnchor="end"
            fontSize={11}
            fill="var(--color-ink-subtle)"
          >
            {to}
          </text>
        )}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-4 text-ink-muted text-xs">
        <li className="flex items-center gap-2">
          <span aria-hidden className="h-0.5 w-5 bg-edge" />
          {t('results.tested')}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden className="h-0.5 w-5 border-ink-subtle border-t-2 border-dashed" />
          {t('results.current')}
        </li>
      </ul>
    </div>
  );
}

/** One formula's points, drawn as rings on its line (the one-day curve has a point per pick). */
function Dots({
  dots,
  radius,
  stroke,
  width,
}: {
  dots: readonly { x: number; y: number }[];
  radius: number;
  stroke: string;
  width: number;
}) {
  return dots.map((dot, index) => (
    <circle
      key={`dot-${index}`}
      data-testid="test-formula-chart-dot"
      cx={dot.x}
      cy={dot.y}
      r={radius}
      fill="var(--color-surface)"
      stroke={stroke}
      strokeWidth={width}
    />
  ));
}
