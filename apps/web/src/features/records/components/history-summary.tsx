import { Percent, Target, TrendingUp, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard, type StatTone } from '@/components/ui/stat-card';
import { formatMoney, formatPercent, formatSignedPercent } from '@/lib/format';
import { type RecordSummary, winRateBand } from '../lib/history-stats';
import { HitRate } from './hit-rate';

const signTone = (value: number): StatTone => (value > 0 ? 'good' : value < 0 ? 'poor' : 'neutral');

/** Record W-L-P, win rate, total ROI and total profit with the average per pick. */
export function HistorySummary({ summary }: { summary: RecordSummary }) {
  const { t } = useTranslation('adminRecords');
  // The colour rule and the rate itself apply only once a pick is decided (wins + losses > 0).
  const hasDecided = summary.wins + summary.losses > 0;
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
        tone={hasDecided ? winRateBand(summary.winRate) : 'neutral'}
        label={t('history.summary.winRate')}
        value={hasDecided ? formatPercent(summary.winRate) : <HitRate value={0} decided={0} />}
        hint={t('history.summary.winRateHint')}
      />
      <StatCard
        testId="history-roi"
        icon={Percent}
        tone={signTone(summary.roi)}
        label={t('history.summary.roi')}
        value={formatSignedPercent(summary.roi)}
        hint={t('history.summary.roiHint', {
          profit: formatMoney(summary.profit, { signed: true }),
          staked: formatMoney(summary.staked),
        })}
      />
      <StatCard
        testId="history-profit"
        icon={TrendingUp}
        tone={signTone(summary.profit)}
        label={t('history.summary.profit')}
        value={formatMoney(summary.profit, { signed: true })}
        hint={t('history.summary.profitHint', {
          average: formatMoney(summary.averageProfit, { signed: true }),
        })}
      />
    </div>
  );
}
