import { CalendarClock, LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MatchLabel } from '@/components/ui/match-label';
import { SportBadge } from '@/components/ui/sport-badge';
import type { SportEvent } from '@/features/events';
import { useDisplayZone } from '@/lib/display-zone';
import { formatLongDate, formatTime } from '@/lib/format';
import { leagueBesideSport } from '@/lib/league';

export function EventCard({ event }: { event: SportEvent }) {
  const { t } = useTranslation(['landing', 'common']);
  const zone = useDisplayZone();
  const league = leagueBesideSport(event.league, t(`common:sports.${event.sport}`));
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-surface p-5 transition-colors hover:border-line-strong">
      <div className="flex items-center justify-between gap-3">
        <SportBadge sport={event.sport} />
        {league ? <span className="truncate text-ink-subtle text-xs">{league}</span> : null}
      </div>
      <h3 className="mt-4 font-semibold text-ink text-lg leading-snug">
        <MatchLabel match={event} />
      </h3>
      <p className="mt-2 flex items-center gap-2 text-ink-muted text-sm">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-ink-subtle" />
        <time dateTime={event.startTime} className="first-letter:uppercase">
          {t('events.startsAt', {
            date: formatLongDate(event.startTime, undefined, zone),
            time: formatTime(event.startTime, undefined, zone),
          })}
        </time>
      </p>
      <div className="mt-auto pt-5">
        <Link
          to="/login?mode=signup"
          className="flex items-center gap-2 rounded-lg border border-premium/25 bg-premium/5 px-3 py-2.5 font-medium text-premium text-sm transition-colors hover:bg-premium/10"
        >
          <LockKeyhole aria-hidden="true" className="size-4 shrink-0" />
          {t('events.locked')}
        </Link>
      </div>
    </article>
  );
}
