import type { ProfitPoint } from '@arcade/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '@/hooks/use-element-width';
import { formatDayMonth, formatMoney } from '@/lib/format';
import { alignCurves } from '../lib/compare-figures';

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
  const values = points.flatMap((p) => [p.tested, p.current]);
  let min = Math.min(0, ...values);
  let max = Math.max(0, ...values);
  if (min === max) [min, max] = [min - 1, max + 1];
  const innerW = Math.max(1, width - PAD.left - PAD.right);
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length === 1 ? innerW / 2 : (i / (points.length - 1)) * innerW);
  const y = (v: number) => PAD.top + ((max - v) / (max - min)) * innerH;
  const path = (pick: (p: (typeof points)[number]) => number) =>
    points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)} ${y(pick(p)).toFixed(1)}`).join(' ');
  const ticks = [...new Set([max, 0, min].map((v) => Math.round(v)))];

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
        <title id={titleId}>
          {t('results.chartDescription', {
            count: points.length,
            from: formatDayMonth(first.date),
            to: formatDayMonth(last.date),
          })}
        </title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={width - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="var(--color-line)"
              strokeDasharray={tick === 0 ? undefined : '3 5'}
            />
            <text
              x={PAD.left - 8}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize={11}
              fill="var(--color-ink-subtle)"
            >
              {formatMoney(tick)}
            </text>
          </g>
        ))}
        <path
          d={path((p) => p.current)}
          fill="none"
          stroke="var(--color-ink-subtle)"
          strokeWidth={2}
          strokeDasharray="6 4"
        />
        <path
          d={path((p) => p.tested)}
          fill="none"
          stroke="var(--color-edge)"
          strokeWidth={2.25}
          strokeLinejoin="round"
        />
        <text x={PAD.left} y={HEIGHT - 6} fontSize={11} fill="var(--color-ink-subtle)">
          {formatDayMonth(first.date)}
        </text>
        <text
          x={width - PAD.right}
          y={HEIGHT - 6}
          textAnchor="end"
          fontSize={11}
          fill="var(--color-ink-subtle)"
        >
          {formatDayMonth(last.date)}
        </text>
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
