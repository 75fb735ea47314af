import type { BetCurve } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { ProfitChart } from '@/components/ui/profit-chart';
import { cn } from '@/lib/cn';
import { formatDayMonth, formatMoney } from '@/lib/format';

/** Their cumulative profit over the graded bets, with the same bets at the published prices dashed beside it. */
export function MyBetsCurve({ curve }: { curve: BetCurve }) {
  const { t } = useTranslation('bets');
  const points = curve.points.map((point) => ({ date: point.at, cumulative: point.profit }));
  const published = curve.points.map((point) => point.publishedProfit);
  // The chart draws their line green while the total is a gain, red once it is a loss.
  const isGain = (points.at(-1)?.cumulative ?? 0) >= 0;
  return (
    <section
      data-testid="my-bets-curve"
      aria-labelledby="my-bets-curve-title"
      className="grid min-w-0 content-start gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
        <div>
          <h3 id="my-bets-curve-title" className="font-semibold text-ink text-lg">
            {t('myBets.curve.title')}
          </h3>
          <p className="mt-1 text-ink-muted text-sm">{t('myBets.curve.subtitle')}</p>
        </div>
        {points.length > 0 ? (
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-ink-muted text-xs">
            <li className="inline-flex items-center gap-2">
              <span
                aria-hidden="true"
                className={cn('h-0.5 w-5 rounded-full', isGain ? 'bg-edge' : 'bg-danger')}
              />
              {t('myBets.curve.yours')}
            </li>
            <li className="inline-flex items-center gap-2">
              <span aria-hidden="true" className="w-5 border-sky-300 border-t-2 border-dashed" />
              {t('myBets.curve.published')}
            </li>
          </ul>
        ) : null}
      </div>
      <ProfitChart
        points={points}
        comparison={{ values: published, label: t('myBets.curve.published') }}
        title={t('myBets.curve.title')}
        describe={(summary) =>
          t('myBets.curve.description', { ...summary, published: summary.comparisonTotal ?? '' })
        }
        emptyText={t('myBets.curve.empty')}
        formatValue={(value, options) => formatMoney(value, { signed: options?.signed ?? false })}
        formatDate={(date) => formatDayMonth(date)}
      />
    </section>
  );
}
