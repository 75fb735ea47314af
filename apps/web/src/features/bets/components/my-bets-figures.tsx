import type { BetSummary } from '@arcade/contracts';
import { CalendarRange, Coins, Gauge, Hash, Percent, Scale, Target, TrendingDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/ui/stat-card';
import { formatInteger, formatMoney, formatPercent } from '@/lib/format';
import { hitRateBand } from '@/lib/hit-rate';
import { NO_FIGURE, signedPercentOrDash, signTone } from '../lib/my-bets-format';

/** Money in two columns on a phone: a size that keeps thousands in their card. */
function Money({ children }: { children: string }) {
  return <span className="max-sm:text-xl">{children}</span>;
}

/** The person's figures: bets, stakes, profit, ROI, hit rate, mean CLV, price slippage and this week. */
export function MyBetsFigures({ summary }: { summary: BetSummary }) {
  const { t } = useTranslation('bets');
  const { week } = summary;
  return (
    <div data-testid="my-bets-figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        testId="my-bets-count"
        icon={Hash}
        label={t('myBets.figures.count')}
        value={formatInteger(summary.count)}
        hint={t('myBets.figures.countHint', {
          wins: formatInteger(summary.wins),
          losses: formatInteger(summary.losses),
          pushes: formatInteger(summary.pushes),
          pending: formatInteger(summary.pending),
        })}
      />
      <StatCard
        testId="my-bets-staked"
        icon={Coins}
        label={t('myBets.figures.staked')}
        value={<Money>{formatMoney(summary.staked)}</Money>}
        hint={t('myBets.figures.stakedHint')}
      />
      <StatCard
        testId="my-bets-profit"
        icon={Scale}
        tone={signTone(summary.profit)}
        label={t('myBets.figures.profit')}
        value={<Money>{formatMoney(summary.profit, { signed: true })}</Money>}
        hint={t('myBets.figures.profitHint')}
      />
      <StatCard
        testId="my-bets-roi"
        icon={Percent}
        tone={signTone(summary.roi)}
        label={t('myBets.figures.roi')}
        value={signedPercentOrDash(summary.roi)}
        hint={t('myBets.figures.roiHint')}
      />
      <StatCard
        testId="my-bets-hit-rate"
        icon={Target}
        tone={summary.hitRate === null ? 'neutral' : hitRateBand(summary.hitRate)}
        label={t('myBets.figures.hitRate')}
        value={summary.hitRate === null ? NO_FIGURE : formatPercent(summary.hitRate)}
        hint={t('myBets.figures.hitRateHint')}
      />
      <StatCard
        testId="my-bets-clv"
        icon={Gauge}
        tone={signTone(summary.meanClv)}
        label={t('myBets.figures.clv')}
        value={signedPercentOrDash(summary.meanClv)}
        hint={t('myBets.figures.clvHint')}
      />
      <StatCard
        testId="my-bets-slippage"
        icon={TrendingDown}
        tone={signTone(summary.slippage)}
        label={t('myBets.figures.slippage')}
        value={signedPercentOrDash(summary.slippage)}
        hint={t('myBets.figures.slippageHint')}
      />
      <StatCard
        testId="my-bets-week"
        icon={CalendarRange}
        tone={week.isOverLimit ? 'poor' : 'neutral'}
        label={t('myBets.figures.week')}
        value={<Money>{formatMoney(week.staked)}</Money>}
        hint={
          week.limit === null
            ? t('myBets.figures.weekNoLimit')
            : t('myBets.figures.weekLimit', { limit: formatMoney(week.limit) })
        }
      />
    </div>
  );
}
