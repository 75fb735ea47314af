import type { BetSummary } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { roundCents, signedPercentOrDash } from '../lib/my-bets-format';

const TONE_TEXT = { good: 'text-edge', poor: 'text-danger', neutral: 'text-ink' } as const;
const toneOf = (value: number) => (value > 0 ? 'good' : value < 0 ? 'poor' : 'neutral');

function Side({
  testId,
  label,
  profit,
  roi,
  isOwn = false,
}: {
  testId: string;
  label: string;
  profit: number;
  roi: number | null;
  isOwn?: boolean;
}) {
  const { t } = useTranslation('bets');
  return (
    <div
      data-testid={testId}
      className={cn(
        'min-w-0 rounded-xl border p-4',
        isOwn ? 'border-line-strong bg-surface-raised/60' : 'border-line bg-surface',
      )}
    >
      <p className="font-medium text-ink-muted text-sm">{label}</p>
      <p
        data-testid={`${testId}-profit`}
        className={cn('mt-2 font-bold text-2xl tabular tracking-tight', TONE_TEXT[toneOf(profit)])}
      >
        {formatMoney(profit, { signed: true })}
      </p>
      <p className="mt-1 text-ink-subtle text-sm tabular">
        {t('myBets.comparison.roi', { value: signedPercentOrDash(roi) })}
      </p>
    </div>
  );
}

/**
 * Their result beside the published record over the same bets (the same stakes at the prices the
 * picks were published at): the difference is what they gave away, or won, on price.
 */
export function MyBetsComparison({ summary }: { summary: BetSummary }) {
  const { t } = useTranslation('bets');
  const difference = roundCents(summary.profit - summary.published.profit);
  const gaveAway = difference < 0;
  return (
    <section
      data-testid="my-bets-comparison"
      aria-labelledby="my-bets-comparison-title"
      className="grid content-start gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <div>
        <h3 id="my-bets-comparison-title" className="font-semibold text-ink text-lg">
          {t('myBets.comparison.title')}
        </h3>
        <p className="mt-1 text-ink-muted text-sm">{t('myBets.comparison.subtitle')}</p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Side
          testId="my-bets-yours"
          label={t('myBets.comparison.yours')}
          profit={summary.profit}
          roi={summary.roi}
          isOwn
        />
        <Side
          testId="my-bets-published"
          label={t('myBets.comparison.published')}
          profit={summary.published.profit}
          roi={summary.published.roi}
        />
      </div>
      <div
        data-testid="my-bets-given-away"
        className={cn(
          'flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-xl border px-4 py-3',
          gaveAway ? 'border-danger/30 bg-danger/5' : 'border-edge/30 bg-edge/5',
        )}
      >
        <span className="font-medium text-ink text-sm">
          {gaveAway
            ? t('myBets.comparison.gaveAway')
            : difference > 0
              ? t('myBets.comparison.gained')
              : t('myBets.comparison.even')}
        </span>
        <span
          data-testid="my-bets-given-away-value"
          className={cn('font-bold text-lg tabular', gaveAway ? 'text-danger' : 'text-edge')}
        >
          {formatMoney(Math.abs(difference))}
        </span>
      </div>
      <p className="text-ink-subtle text-xs leading-relaxed">
        {gaveAway ? t('myBets.comparison.gaveAwayHint') : t('myBets.comparison.keptHint')}
      </p>
    </section>
  );
}
