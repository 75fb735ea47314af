import { Percent, Target, TrendingUp, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard, type StatTone } from '@/components/ui/stat-card';
import { formatMoney, formatPercent, formatSignedPercent } from '@/lib/format';
import { type RecordSummary, shownFigures, winRateBand } from '../lib/history-stats';
import { HitRate } from './hit-rate';
import { NoFigure } from './no-figure';

const signTone = (value: number | null): StatTone =>
  value === null || value === 0 ? 'neutral' : value > 0 ? 'good' : 'poor';

/**
 * Record W-L-P, win rate, total ROI and total profit with the average per pick; a figure with
 * nothing to be computed from (nothing decided, staked or graded) is "—", not 0.
 */
export function HistorySummary({ summary }: { summary: RecordSummary }) {
  const { t } = useTranslation('picks');
  const { winRate, roi, profit, averageProfit } = shownFigures(summary);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        testId="history-record"
        icon={Trophy}
        label={t('history.summary.record')}
        value={t('common.record', { wins: summary.wins, losses: summary.losses, pushes: summary.pushes })}
        hint={t('history.summary.recordHint', { count: summary.picks })}
      />
      <StatCard
        testId="history-win-rate"
        icon={Target}
        tone={winRate === null ? 'neutral' : winRateBand(winRate)}
        label={t('history.summary.winRate')}
        value={winRate === null ? <HitRate value={0} decided={0} /> : formatPercent(winRate)}
        hint={t('history.summary.winRateHint')}
      />
      <StatCard
        testId="history-roi"
        icon={Percent}
        tone={signTone(roi)}
        label={t('history.summary.roi')}
        value={roi === null ? <NoFigure label={t('common.noStaked')} /> : formatSignedPercent(roi)}
        hint={t('history.summary.roiHint', {
          profit: formatMoney(summary.profit, { signed: true }),
          staked: formatMoney(summary.staked),
        })}
      />
      <StatCard
        testId="history-profit"
        icon={TrendingUp}
        tone={signTone(profit)}
        label={t('history.summary.profit')}
        value={
          profit === null ? <NoFigure label={t('common.noGraded')} /> : formatMoney(profit, { signed: true })
        }
        hint={
          averageProfit === null
            ? t('history.summary.profitHintNone')
            : t('history.summary.profitHint', { average: formatMoney(averageProfit, { signed: true }) })
        }
      />
    </div>
  );
}
