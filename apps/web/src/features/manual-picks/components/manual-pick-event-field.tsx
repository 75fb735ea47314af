import { type ManualPick, SportSchema } from '@arcade/contracts';
import { CalendarClock, RadioTower, Search, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { MatchLabel } from '@/components/ui/match-label';
import { SelectField } from '@/components/ui/select-field';
import { SportBadge } from '@/components/ui/sport-badge';
import { TextField } from '@/components/ui/text-field';
import { type SportEvent, upcomingEvents } from '@/features/events';
import { cn } from '@/lib/cn';
import { useFieldErrorText } from '@/lib/form/form-messages';
import { formatShortDate } from '@/lib/format';
import type { EventSource, ManualPickFormValues } from '../lib/manual-pick-form';

type Form = UseFormReturn<ManualPickFormValues, unknown, ManualPick>;

/** Events a search for teams (or the league) finds, soonest first; a handful, not the whole feed. */
const SHOWN = 8;

function matching(events: readonly SportEvent[], query: string): SportEvent[] {
  const needle = query.trim().toLocaleLowerCase();
  return upcomingEvents(events, events.length)
    .filter((e) => !needle || `${e.homeTeam} ${e.awayTeam} ${e.league}`.toLocaleLowerCase().includes(needle))
    .slice(0, SHOWN);
}

/**
 * Where the pick belongs: one of the feed's upcoming events, found by team, or (for a match the feed
 * does not carry) its sport, league, teams and a start still to come.
 */
export function ManualPickEventField({
  form,
  events,
  isLoading,
  selected,
}: {
  form: Form;
  events: readonly SportEvent[];
  isLoading: boolean;
  selected: SportEvent | undefined;
}) {
  const { t } = useTranslation(['picks', 'common']);
  const source = useWatch({ control: form.control, name: 'source' });
  const setSource = (value: EventSource) => {
    form.setValue('source', value);
    form.setValue('selection', '');
  };
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-4">
      <legend className="mb-3 font-semibold text-ink text-sm">{t('picks:manual.event.title')}</legend>
      <div role="radiogroup" aria-label={t('picks:manual.event.title')} className="flex flex-wrap gap-2">
        {(['feed', 'custom'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={source === value}
            data-testid={`manual-source-${value}`}
            onClick={() => setSource(value)}
            className={cn(
              'inline-flex items-center gap-2 rounded-full border px-3.5 py-1.5 font-medium text-sm transition-colors',
              source === value
                ? 'border-edge/60 bg-edge/10 text-ink ring-1 ring-edge/40'
                : 'border-line text-ink-muted hover:border-line-strong hover:text-ink',
            )}
          >
            {value === 'feed' ? (
              <RadioTower aria-hidden="true" className="size-4" />
            ) : (
              <CalendarClock aria-hidden="true" className="size-4" />
            )}
            {t(`picks:manual.event.${value}`)}
          </button>
        ))}
      </div>
      {source === 'feed' ? (
        <FeedEvent form={form} events={events} isLoading={isLoading} selected={selected} />
      ) : (
        <CustomEvent form={form} />
      )}
    </fieldset>
  );
}

function FeedEvent({
  form,
  events,
  isLoading,
  selected,
}: {
  form: Form;
  events: readonly SportEvent[];
  isLoading: boolean;
  selected: SportEvent | undefined;
}) {
  const { t } = useTranslation('picks');
  const errorText = useFieldErrorText();
  const [query, setQuery] = useState('');
  const found = useMemo(() => matching(events, query), [events, query]);
  const error = errorText(form.formState.errors.eventId);
  const choose = (id: string) => {
    form.setValue('eventId', id, { shouldValidate: form.formState.isSubmitted });
    form.setValue('selection', '');
  };

  if (selected) {
    return (
      <div
        data-testid="manual-event-chosen"
        className="flex items-center justify-between gap-3 rounded-xl border border-edge/40 bg-edge/5 p-3"
      >
        <span className="flex min-w-0 items-center gap-2.5">
          <SportBadge sport={selected.sport} className="shrink-0" />
          <span className="min-w-0">
            <span className="block font-medium text-ink text-sm">
              <MatchLabel match={selected} />
            </span>
            <span className="block truncate text-ink-muted text-xs">
              {selected.league} · {formatShortDate(selected.startTime)}
            </span>
          </span>
        </span>
        <Button variant="ghost" size="sm" onClick={() => choose('')} data-testid="manual-event-change">
          <X aria-hidden="true" />
          {t('manual.event.change')}
        </Button>
      </div>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="relative">
        <TextField
          label={t('manual.event.search')}
          type="search"
          value={query}
          placeholder={t('manual.event.searchPlaceholder')}
          onChange={(event) => setQuery(event.target.value)}
          error={error}
          className="[&_input]:pl-9"
          data-testid="manual-event-search"
        />
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-[2.35rem] left-3 size-4 text-ink-subtle"
        />
      </div>
      {isLoading ? (
        <p className="text-ink-muted text-sm">{t('manual.event.loading')}</p>
      ) : found.length === 0 ? (
        <p className="rounded-xl border border-line border-dashed p-4 text-center text-ink-muted text-sm">
          {query.trim() ? t('manual.event.noMatch') : t('manual.event.none')}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" data-testid="manual-event-results">
          {found.map((event) => (
            <li key={event.id} className="min-w-0">
              <button
                type="button"
                data-testid={`manual-event-${event.id}`}
                onClick={() => choose(event.id)}
                className="flex w-full min-w-0 items-center gap-2.5 rounded-xl border border-line bg-canvas/40 p-3 text-left transition-colors hover:border-line-strong hover:bg-surface-raised"
              >
                <SportBadge sport={event.sport} className="shrink-0" />
                <span className="min-w-0">
                  <span className="block font-medium text-ink text-sm">
                    <MatchLabel match={event} />
                  </span>
                  <span className="block truncate text-ink-muted text-xs">
                    {event.league} · {formatShortDate(event.startTime)}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CustomEvent({ form }: { form: Form }) {
  const { t } = useTranslation(['picks', 'common']);
  const errorText = useFieldErrorText();
  const { errors } = form.formState;
  const text = (field: 'league' | 'homeTeam' | 'awayTeam') => (
    <TextField
      label={t(`picks:manual.fields.${field}`)}
      placeholder={t(`picks:manual.placeholders.${field}`)}
      error={errorText(errors[field])}
      autoComplete="off"
      className="content-start"
      {...form.register(field)}
    />
  );
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          label={t('picks:manual.fields.sport')}
          placeholder={t('picks:manual.placeholders.choose')}
          options={SportSchema.options.map((sport) => ({ value: sport, label: t(`common:sports.${sport}`) }))}
          error={errorText(errors.sport)}
          {...form.register('sport')}
        />
        {text('league')}
        <TextField
          label={t('picks:manual.fields.startsAt')}
          type="datetime-local"
          error={errorText(errors.startsAt)}
          className="content-start"
          {...form.register('startsAt')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('homeTeam')}
        {text('awayTeam')}
      </div>
      <p className="text-ink-subtle text-xs">{t('picks:manual.event.customHint')}</p>
    </div>
  );
}
