import type { SubscriberPick } from '@arcade/contracts';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SportBadge } from '@/components/ui/sport-badge';
import { useDisplayZone } from '@/lib/display-zone';
import { formatShortDate } from '@/lib/format';
import { leagueBesideSport } from '@/lib/league';

/** Sport, league and start time of a pick: "Kick-off" for soccer, "Start" elsewhere; "In play" once begun. */
export function PickStart({ pick, isStarted }: { pick: SubscriberPick; isStarted: boolean }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const zone = useDisplayZone();
  const league = leagueBesideSport(pick.league, t(`common:sports.${pick.sport}`));
  const startLabel = t(pick.sport === 'soccer' ? 'picks.startsAt.soccer' : 'picks.startsAt.other');
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
      <SportBadge sport={pick.sport} />
      {league ? <span className="truncate text-ink-subtle">{league}</span> : null}
      <span className="inline-flex items-center gap-1 text-ink-muted tabular">
        <Clock aria-hidden="true" className="size-3.5" />
        {pick.eventStartTime
          ? `${startLabel}: ${formatShortDate(pick.eventStartTime, undefined, zone)}`
          : t('picks.noStartTime')}
      </span>
      {isStarted ? (
        <span className="rounded-full bg-premium/10 px-2 py-0.5 font-semibold text-premium ring-1 ring-premium/30 ring-inset">
          {t('picks.started')}
        </span>
      ) : null}
    </div>
  );
}
