import type { PickType, Sport } from '@arcade/contracts';
import { Check, Search } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '@/components/ui/inline-error';
import { MatchLabel } from '@/components/ui/match-label';
import { SectionCard } from '@/components/ui/section-card';
import { SportBadge } from '@/components/ui/sport-badge';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { type SportEvent, upcomingEvents, useEvents } from '@/features/events';
import { cn } from '@/lib/cn';
import { formatShortDate } from '@/lib/format';
import { PickTypeField } from './pick-type-field';

const SPORT_ORDER: Sport[] = ['soccer', 'nba', 'nfl', 'baseball', 'nhl'];

/** Upcoming events grouped by sport, filtered by a search over teams and league. */
function groupEvents(events: readonly SportEvent[], query: string) {
  const needle = query.trim().toLocaleLowerCase();
  const matches = upcomingEvents(events, events.length).filter(
    (e) => !needle || `${e.homeTeam} ${e.awayTeam} ${e.league}`.toLocaleLowerCase().includes(needle),
  );
  return SPORT_ORDER.map((sport) => ({ sport, events: matches.filter((e) => e.sport === sport) })).filter(
    (group) => group.events.length > 0,
  );
}

/** Partidos de Hoy: choose an upcoming event and a pick type. */
export function EventPicker({
  isPending,
  onAnalyze,
}: {
  isPending: boolean;
  /** Null when nothing is selected: the page says 'Selecciona un partido'. */
  onAnalyze: (eventId: string | null, pickType: PickType) => void;
}) {
  const { t } = useTranslation('analyze');
  const events = useEvents();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [pickType, setPickType] = useState<PickType>('moneyline');
  const groups = useMemo(() => groupEvents(events.data ?? [], query), [events.data, query]);
  const count = groups.reduce((sum, group) => sum + group.events.length, 0);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onAnalyze(selected, pickType);
  };

  return (
    <SectionCard
      title={t('events.title')}
      subtitle={t('events.subtitle')}
      aside={<span className="text-ink-muted text-sm">{t('events.count', { count })}</span>}
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <div className="grid gap-3 sm:grid-cols-[1fr_16rem]">
          <div className="relative">
            <TextField
              label={t('events.search')}
              type="search"
              value={query}
              placeholder={t('events.searchPlaceholder')}
              onChange={(e) => setQuery(e.target.value)}
              className="[&_input]:pl-9"
            />
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute bottom-3.5 left-3 size-4 text-ink-subtle"
            />
          </div>
          <PickTypeField value={pickType} onChange={setPickType} testId="analyze-event-type" />
        </div>
        {events.isPending ? (
          <p className="text-ink-muted text-sm">{t('events.loading')}</p>
        ) : events.isError ? (
          <InlineError message={t('events.loadError')} onRetry={() => void events.refetch()} />
        ) : groups.length === 0 ? (
          <p className="rounded-xl border border-line border-dashed p-6 text-center text-ink-muted text-sm">
            {t('events.empty')}
          </p>
        ) : (
          <div className="flex max-h-[28rem] flex-col gap-4 overflow-y-auto pr-1">
            {groups.map((group) => (
              <fieldset key={group.sport} className="flex flex-col gap-2">
                <legend className="mb-2">
                  <SportBadge sport={group.sport} />
                </legend>
                <div className="grid gap-2 md:grid-cols-2">
                  {group.events.map((e) => {
                    const isSelected = e.id === selected;
                    return (
                      <button
                        key={e.id}
                        type="button"
                        data-testid={`analyze-event-${e.id}`}
                        aria-pressed={isSelected}
                        onClick={() => setSelected(isSelected ? null : e.id)}
                        className={cn(
                          'flex min-w-0 items-center justify-between gap-3 rounded-xl border p-3 text-left transition-colors',
                          isSelected
                            ? 'border-edge/60 bg-edge/10 ring-1 ring-edge/40'
                            : 'border-line bg-canvas/40 hover:border-line-strong hover:bg-surface-raised',
                        )}
                      >
                        <span className="min-w-0">
                          <span className="block truncate font-medium text-ink text-sm">
                            <MatchLabel match={e} />
                          </span>
                          <span className="block truncate text-ink-muted text-xs">
                            {e.league} · {formatShortDate(e.startTime)}
                          </span>
                        </span>
                        {isSelected ? (
                          <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-edge text-edge-ink">
                            <Check aria-label={t('events.selected')} className="size-3.5" />
                          </span>
                        ) : null}
                      </button>
                    );
                  })}
                </div>
              </fieldset>
            ))}
          </div>
        )}
        <div className="flex justify-end">
          <SubmitButton
            isPending={isPending}
            pendingLabel={t('actions.analyzing')}
            data-testid="analyze-submit"
            className="w-full sm:w-auto"
          >
            {t('actions.analyze')}
          </SubmitButton>
        </div>
      </form>
    </SectionCard>
  );
}
