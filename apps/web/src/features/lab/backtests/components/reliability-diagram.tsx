import type { ReliabilityBand } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { formatInteger, formatPercent } from '@/lib/format';
import { DIAGRAM_FRAME, diagramPoints, diagramScale } from '../lib/reliability-geometry';

const TICKS = [0, 0.25, 0.5, 0.75, 1];

/**
 * The reliability diagram: each band's mean predicted probability (x) against how often it happened
 * (y), sized by its count; a calibrated forecaster's points sit on the diagonal.
 */
export function ReliabilityDiagram({
  bands,
  source,
}: {
  bands: readonly ReliabilityBand[];
  source: 'bets' | 'home';
}) {
  const { t } = useTranslation('labBacktests');
  const frame = DIAGRAM_FRAME;
  const scale = diagramScale(frame);
  const points = diagramPoints(bands, frame);
  const total = bands.reduce((sum, b) => sum + b.count, 0);
  const label = t('reliability.aria', {
    source: t(`reliability.source.${source}`),
    bands: points.length,
    count: total,
  });
  return (
    <figure className="flex flex-col items-center gap-2">
      <svg
        data-testid="reliability-diagram"
        role="img"
        aria-label={label}
        viewBox={`0 0 ${frame.width} ${frame.height}`}
        className="h-auto w-full max-w-[22rem]"
      >
        <title>{label}</title>
        <rect
          x={scale.x(0)}
          y={scale.y(1)}
          width={scale.x(1) - scale.x(0)}
          height={scale.y(0) - scale.y(1)}
          className="fill-canvas/60 stroke-line"
        />
        {TICKS.map((tick) => (
          <g key={tick} className="text-[10px]">
            <line
              x1={scale.x(tick)}
              x2={scale.x(tick)}
              y1={scale.y(0)}
              y2={scale.y(1)}
              className="stroke-line/60"
              strokeDasharray="2 4"
            />
            <line
              x1={scale.x(0)}
              x2={scale.x(1)}
              y1={scale.y(tick)}
              y2={scale.y(tick)}
              className="stroke-line/60"
              strokeDasharray="2 4"
            />
            <text x={scale.x(tick)} y={scale.y(0) + 14} textAnchor="middle" className="fill-ink-subtle">
              {formatPercent(tick, 0)}
            </text>
            <text x={scale.x(0) - 6} y={scale.y(tick) + 3} textAnchor="end" className="fill-ink-subtle">
              {formatPercent(tick, 0)}
            </text>
          </g>
        ))}
        <line
          data-testid="reliability-diagonal"
          x1={scale.x(0)}
          y1={scale.y(0)}
          x2={scale.x(1)}
          y2={scale.y(1)}
          className="stroke-ink-subtle"
          strokeDasharray="5 4"
        />
        {points.map(({ band, cx, cy, r }) => (
          <circle
            key={band.low}
            data-testid="reliability-point"
            cx={cx}
            cy={cy}
            r={r}
            className="fill-edge/70 stroke-edge"
          >
            <title>
              {t('reliability.point', {
                low: formatPercent(band.low, 0),
                high: formatPercent(band.high, 0),
                count: band.count,
                countText: formatInteger(band.count),
                predicted: formatPercent(band.meanPredicted ?? 0),
                observed: formatPercent(band.observed ?? 0),
              })}
            </title>
          </circle>
        ))}
        <text
          x={(scale.x(0) + scale.x(1)) / 2}
          y={frame.height - 6}
          textAnchor="middle"
          className="fill-ink-muted text-[11px]"
        >
          {t('reliability.xAxis')}
        </text>
        <text
          transform={`translate(12 ${(scale.y(0) + scale.y(1)) / 2}) rotate(-90)`}
          textAnchor="middle"
          className="fill-ink-muted text-[11px]"
        >
          {t('reliability.yAxis')}
        </text>
      </svg>
      <figcaption className="max-w-sm text-center text-ink-subtle text-xs">
        {t(`reliability.caption.${source}`)}
      </figcaption>
    </figure>
  );
}
