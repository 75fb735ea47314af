import { ArrowRight, CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { upcomingEvents, useEvents } from '@/features/events';
import { EventCard } from './event-card';

const LIST_SIZE = 6;
const SKELETON_KEYS = Array.from({ length: LIST_SIZE }, (_, index) => `skeleton-${index}`);

function EventsSkeleton() {
  const { t } = useTranslation('landing');
  return (
    <div role="status" className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{t('events.loading')}</span>
      {SKELETON_KEYS.map((key) => (
        <div
          key={key}
          aria-hidden="true"
          className="h-48 animate-pulse rounded-2xl border border-line bg-surface"
        />
      ))}
    </div>
  );
}

function EventsEmpty() {
  const { t } = useTranslation('landing');
  return (
    <div className="mt-10 flex flex-col items-center rounded-2xl border border-line-strong border-dashed bg-surface/50 px-6 py-14 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-edge/10 text-edge ring-1 ring-edge/25">
        <CalendarClock aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-5 font-semibold text-ink text-lg">{t('events.emptyTitle')}</h3>
      <p className="mt-2 max-w-md text-ink-muted text-sm leading-relaxed">{t('events.emptyText')}</p>
      <Link to="/login?mode=signup" className={buttonStyles({ variant: 'secondary', className: 'mt-6' })}>
        {t('cta.signup')}
        <ArrowRight aria-hidden="true" />
      </Link>
    </div>
  );
}

/** The first 6 upcoming events with their picks locked. The endpoint may not exist yet: errors read as empty. */
export function UpcomingEvents() {
  const { t } = useTranslation('landing');
  const { data, isPending } = useEvents();
  const events = data ? upcomingEvents(data, LIST_SIZE) : [];

  return (
    <section aria-labelledby="upcoming-title">
      <Container className="py-20 sm:py-24">
        <div className="max-w-2xl">
          <p className="font-semibold text-edge text-sm uppercase tracking-wider">{t('events.eyebrow')}</p>
          <h2 id="upcoming-title" className="mt-3 font-bold text-3xl text-ink tracking-tight sm:text-4xl">
            {t('events.title')}
          </h2>
          <p className="mt-3 text-ink-muted text-lg">{t('events.subtitle')}</p>
        </div>
        {isPending ? (
          <EventsSkeleton />
        ) : events.length === 0 ? (
          <EventsEmpty />
        ) : (
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
