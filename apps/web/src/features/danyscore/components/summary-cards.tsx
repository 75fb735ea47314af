import type { NbaStanding } from '@arcade/contracts';
import { Compass, Sunrise, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/ui/stat-card';
import { formatInteger, formatPercent } from '@/lib/format';
import { conferenceLeader, recordOf, seasonLabel } from '../lib/standings';

/** Team count and each conference's best record. */
export function SummaryCards({ standings, season }: { standings: readonly NbaStanding[]; season: number }) {
  const { t } = useTranslation('danyscore');
  const best = (conference: 'East' | 'West') => {
    const leader = conferenceLeader(standings, conference);
    return {
      value: leader ? recordOf(leader) : t('summary.none'),
      hint: leader
        ? t('summary.bestHint', { team: leader.teamName, pct: formatPercent(leader.winPct) })
        : undefined,
    };
  };
  const east = best('East');
  const west = best('West');
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
      <StatCard
        testId="danyscore-team-count"
        className="col-span-2 lg:col-span-1"
        icon={Users}
        label={t('summary.teams')}
        value={formatInteger(standings.length)}
        hint={t('summary.teamsHint', { season: seasonLabel(season) })}
      />
      <StatCard
        testId="danyscore-best-east"
        icon={Sunrise}
        tone="good"
        label={t('summary.bestEast')}
        {...east}
      />
      <StatCard
        testId="danyscore-best-west"
        icon={Compass}
        tone="good"
        label={t('summary.bestWest')}
        {...west}
      />
    </div>
  );
}
