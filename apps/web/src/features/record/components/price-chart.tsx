import type { PickPriceHistory } from '@arcade/contracts';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '@/hooks/use-element-width';
import { cn } from '@/lib/cn';
import { formatDayMonth, formatDecimal } from '@/lib/format';
import { priceChartGeometry } from '../lib/price-chart-geometry';

const HEIGHT = 168;
const GUTTER = 40;

/**
 * A graded pick's price since the market opened, as an inline SVG (no chart library on the public
 * page): the best price of the books as steps, the price the pick was posted at, the close, and the
 * fair closing price as a dashed line — above it, the pick beat the close (CLV as a picture).
 */
export function PriceChart({ history }: { history: PickPriceHistory }) {
  const { t } = useTranslation('record');
  const [ref, width] = useElementWidth<HTMLDivElement>(560);
  const titleId = useId();
  const descId = useId();
  const g = priceChartGeometry(history, width, HEIGHT, GUTTER);
  const beatClose = history.clv !== null && history.clv > 0;
  const prices = history.series.map((point) => point.odds);
  return (
    <div ref={ref} className="w-full" data-testid="price-chart">
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="block max-w-full overflow-visible"
      >
        <title id={titleId}>{t('prices.title')}</title>
        <desc id={descId}>
          {t('prices.description', {
            from: formatDayMonth(g.from.at),
            to: formatDayMonth(g.to.at),
            min: formatDecimal(Math.min(...prices, history.posted.odds)),
            max: formatDecimal(Math.max(...prices, history.posted.odds)),
            posted: formatDecimal(history.posted.odds),
          })}
        </desc>
        {g.ticks.map((tick) => (
          <g key={tick.value}>
            <line
              x1={g.plot.left}
              x2={g.plot.right}
              y1={tick.y}
              y2={tick.y}
              className="stroke-line"
              strokeWidth={1}
            />
            <text
              x={g.plot.left - 6}
              y={tick.y + 3.5}
              textAnchor="end"
              className="fill-ink-subtle text-[10px] tabular"
            >
              {formatDecimal(tick.value)}
            </text>
          </g>
        ))}
        {g.fairY !== null ? (
          <line
            data-testid="price-chart-fair"
            x1={g.plot.left}
            x2={g.plot.right}
            y1={g.fairY}
            y2={g.fairY}
            strokeDasharray="4 4"
            strokeWidth={1.25}
            className={beatClose ? 'stroke-edge/70' : 'stroke-danger/70'}
          />
        ) : null}
        {g.line ? (
          <path
            data-testid="price-chart-line"
            d={g.line}
            fill="none"
            strokeWidth={2}
            strokeLinejoin="round"
            className="stroke-sky-300"
          />
        ) : null}
        {g.close ? (
          <g data-testid="price-chart-close">
            <line
              x1={g.close.x}
              x2={g.close.x}
              y1={g.plot.top}
              y2={g.plot.bottom}
              className="stroke-line-strong"
              strokeDasharray="2 3"
            />
            <circle cx={g.close.x} cy={g.close.y} r={4} className="fill-ink stroke-surface" strokeWidth={2} />
          </g>
        ) : null}
        <g data-testid="price-chart-posted">
          <circle
            cx={g.posted.x}
            cy={g.posted.y}
            r={5.5}
            className="fill-premium stroke-surface"
            strokeWidth={2}
          />
        </g>
        <text x={g.from.x} y={HEIGHT - 4} className="fill-ink-subtle text-[10px]">
          {formatDayMonth(g.from.at)}
        </text>
        <text x={g.to.x} y={HEIGHT - 4} textAnchor="end" className="fill-ink-subtle text-[10px]">
          {history.close ? t('prices.closeTick', { date: formatDayMonth(g.to.at) }) : formatDayMonth(g.to.at)}
        </text>
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-ink-muted text-xs">
        <Legend swatch="h-0.5 w-4 bg-sky-300">{t('prices.best')}</Legend>
        <Legend swatch="size-2.5 rounded-full bg-premium">
          {t('prices.posted', { odds: formatDecimal(history.posted.odds) })}
        </Legend>
        {history.close?.odds != null ? (
          <Legend swatch="size-2.5 rounded-full bg-ink">
            {t('prices.close', { odds: formatDecimal(history.close.odds) })}
          </Legend>
        ) : null}
        {history.close?.fairOdds != null ? (
          <Legend
            swatch={cn('h-0 w-4 border-t-2 border-dashed', beatClose ? 'border-edge' : 'border-danger')}
          >
            {t('prices.fairClose', { odds: formatDecimal(history.close.fairOdds) })}
          </Legend>
        ) : null}
      </ul>
    </div>
  );
}

function Legend({ swatch, children }: { swatch: string; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5">
      <span aria-hidden="true" className={cn('inline-block shrink-0', swatch)} />
      {children}
    </li>
  );
}
