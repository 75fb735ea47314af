import { useTranslation } from 'react-i18next';
import { MatchLabel } from '@/components/ui/match-label';
import { type SportEvent, upcomingEvents, useEvents } from '@/features/events';
import { useDisplayZone } from '@/lib/display-zone';
import { formatShortDate } from '@/lib/format';

const TICKER_SIZE = 10;

function TickerItems({ events, isClone = false }: { events: SportEvent[]; isClone?: boolean }) {
  const zone = useDisplayZone();
  return (
    <ul aria-hidden={isClone || undefined} className="flex shrink-0 items-center">
      {events.map((event) => (
        <li key={event.id} className="flex items-center gap-3 whitespace-nowrap px-6 text-sm">
          <MatchLabel match={event} className="font-semibold text-ink" />
          <span className="text-ink-subtle">{event.league}</span>
          <time dateTime={event.startTime} className="tabular font-medium text-edge">
            {formatShortDate(event.startTime, undefined, zone)}
          </time>
          <span aria-hidden="true" className="ml-3 size-1 rounded-full bg-line-strong" />
        </li>
      ))}
    </ul>
  );
}

/** The first 10 upcoming events on a loop: the list is rendered twice so the scroll never shows a gap. */
export function EventsTicker() {
  const { t } = useTranslation('landing');
  const { data } = useEvents();
  const events = data ? upcomingEvents(data, TICKER_SIZE) : [];
  if (events.length === 0) return null;

  return (
    <section aria-label={t('ticker.label')} className="border-line border-y bg-surface/80">
      <div className="flex items-stretch">
        <p className="z-10 flex shrink-0 items-center gap-2 border-line border-r bg-surface px-4 py-3 font-semibold text-edge text-xs uppercase tracking-wider sm:px-6">
          <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-edge" />
          <span className="hidden sm:inline">{t('ticker.label')}</span>
        </p>
        <div className="relative flex-1 overflow-hidden py-3 [mask-image:linear-gradient(to_right,transparent,black_4%,black_96%,transparent)]">
          <div
            className="flex w-max animate-ticker hover:[animation-play-state:paused] motion-reduce:animate-none"
            style={{ animationDuration: `${events.length * 7}s` }}
          >
            <TickerItems events={events} />
            <TickerItems events={events} isClone />
          </div>
        </div>
      </div>
    </section>
  );
}
