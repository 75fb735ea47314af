import { edge as edgeAt, kellyStake } from '@arcade/core';
import { LockKeyhole, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SportBadge } from '@/components/ui/sport-badge';
import { formatDecimal, formatPercent, formatSignedPercent } from '@/lib/format';
import { useMatchLabel } from '@/lib/use-match-label';

// Illustrative inputs only (the card says so); the edge and stake below are derived from them the
// way every real pick's are, so the example never promises what the product can't.
const SAMPLE = {
  sport: 'nba',
  model: 0.53,
  market: 0.49,
  kellyFraction: 0.25,
  maxStakePercent: 0.015,
  odds: [
    { letter: 'A', value: 2.02 },
    { letter: 'B', value: 1.97 },
    { letter: 'C', value: 1.93 },
  ],
} as const;

function ProbabilityBar({
  label,
  value,
  tone,
  testId,
}: {
  label: string;
  value: number;
  tone: 'edge' | 'muted';
  testId: string;
}) {
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <span className="text-ink-muted">{label}</span>
        <span data-testid={testId} className="tabular font-semibold text-ink">
          {formatPercent(value)}
        </span>
      </div>
      <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-line">
        <div
          className={
            tone === 'edge'
              ? 'h-full rounded-full bg-gradient-to-r from-edge-strong to-edge'
              : 'h-full rounded-full bg-ink-subtle'
          }
          style={{ width: `${value * 100}%` }}
        />
      </div>
    </div>
  );
}

const SAMPLE_BANKROLL = 1000;
const BEST_ODDS = Math.max(...SAMPLE.odds.map((odd) => odd.value));

/** Edge `pModel × best odds − 1` and the capped fractional-Kelly stake as a share of the bankroll. */
function sampleNumbers() {
  const { stake } = kellyStake({
    bankroll: SAMPLE_BANKROLL,
    probability: SAMPLE.model,
    odds: BEST_ODDS,
    fraction: SAMPLE.kellyFraction,
    maxStakePercent: SAMPLE.maxStakePercent,
  });
  return { edge: edgeAt(SAMPLE.model, BEST_ODDS), stakeShare: stake / SAMPLE_BANKROLL };
}

/** A decorative, clearly labelled example of what a subscriber's pick looks like. */
export function PickPreviewCard() {
  const { t } = useTranslation('landing');
  const matchLabel = useMatchLabel();
  const { edge, stakeShare } = sampleNumbers();
  return (
    <div className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div
        aria-hidden="true"
        className="absolute -inset-4 rounded-[2rem] bg-gradient-to-br from-edge/20 via-transparent to-premium/10 blur-2xl"
      />
      <figure className="relative rounded-2xl border border-line-strong bg-surface/90 p-6 shadow-2xl shadow-black/60">
        <figcaption className="flex items-center justify-between gap-3">
          <span className="flex items-center gap-2 font-semibold text-ink">
            <span className="size-2 rounded-full bg-edge shadow-[0_0_12px_2px_rgba(52,211,153,0.6)]" />
            {t('preview.title')}
          </span>
          <span className="rounded-full border border-line-strong px-2.5 py-0.5 text-ink-subtle text-xs">
            {t('preview.label')}
          </span>
        </figcaption>

        <div className="mt-5 rounded-xl border border-line bg-canvas/60 p-4">
          <div className="flex items-center gap-2">
            <SportBadge sport={SAMPLE.sport} />
          </div>
          <div className="relative mt-3">
            <p aria-hidden="true" className="select-none font-semibold text-ink/70 text-lg blur-[5px]">
              {matchLabel({
                sport: SAMPLE.sport,
                homeTeam: t('preview.homeTeam'),
                awayTeam: t('preview.awayTeam'),
              })}
            </p>
            <div className="absolute inset-0 flex items-center justify-center">
              <span className="inline-flex items-center gap-2 rounded-full border border-premium/40 bg-canvas/85 px-3 py-1 font-medium text-premium text-sm shadow-lg shadow-black/40">
                <LockKeyhole aria-hidden="true" className="size-3.5" />
                {t('preview.locked')}
              </span>
            </div>
          </div>
        </div>

        <div className="mt-5 space-y-4">
          <ProbabilityBar
            label={t('preview.model')}
            value={SAMPLE.model}
            tone="edge"
            testId="preview-model"
          />
          <ProbabilityBar
            label={t('preview.market')}
            value={SAMPLE.market}
            tone="muted"
            testId="preview-market"
          />
        </div>

        <dl className="mt-5 grid grid-cols-2 gap-3">
          <div className="rounded-xl border border-edge/30 bg-edge/10 p-3">
            <dt className="text-edge/80 text-xs uppercase tracking-wider">{t('preview.edge')}</dt>
            <dd
              data-testid="preview-edge"
              className="tabular mt-1 flex items-center gap-1.5 font-bold text-2xl text-edge"
            >
              <TrendingUp aria-hidden="true" className="size-5" />
              {formatSignedPercent(edge)}
            </dd>
          </div>
          <div className="rounded-xl border border-line bg-surface-raised p-3">
            <dt className="text-ink-subtle text-xs uppercase tracking-wider">{t('preview.stake')}</dt>
            <dd data-testid="preview-stake" className="tabular mt-1 font-semibold text-ink text-sm">
              {t('preview.stakeValue', { value: formatPercent(stakeShare) })}
            </dd>
          </div>
        </dl>

        <div className="mt-5">
          <p className="text-ink-subtle text-xs uppercase tracking-wider">{t('preview.bestOdds')}</p>
          <ul className="mt-2 divide-y divide-line rounded-xl border border-line">
            {SAMPLE.odds.map((odd) => (
              <li key={odd.letter} className="flex items-center justify-between px-3 py-2 text-sm">
                <span className="text-ink-muted">{t('preview.bookmaker', { letter: odd.letter })}</span>
                <span className="flex items-center gap-2">
                  {odd.value === BEST_ODDS ? (
                    <span className="rounded bg-edge/15 px-1.5 py-0.5 font-semibold text-[0.65rem] text-edge uppercase">
                      {t('preview.best')}
                    </span>
                  ) : null}
                  <span
                    data-testid={odd.value === BEST_ODDS ? 'preview-best-odds' : undefined}
                    className={
                      odd.value === BEST_ODDS ? 'tabular font-bold text-ink' : 'tabular text-ink-muted'
                    }
                  >
                    {formatDecimal(odd.value)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </figure>
    </div>
  );
}
