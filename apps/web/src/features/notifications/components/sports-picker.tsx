import { type AlertPreferencesBody, type Sport, SportSchema } from '@arcade/contracts';
import { Check, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const ALL_SPORTS = SportSchema.options;

/** The sports after `sport` is switched; null (every sport) once all five are on. */
export function toggleSport(selected: readonly Sport[], sport: Sport): Sport[] | null {
  const next = selected.includes(sport)
    ? selected.filter((one) => one !== sport)
    : ALL_SPORTS.filter((one) => one === sport || selected.includes(one));
  return next.length === ALL_SPORTS.length ? null : next;
}

/** The sports to hear about: every one by default; at least one always stays on. */
export function SportsPicker({
  sports,
  onChange,
}: {
  sports: Sport[] | null;
  onChange: (body: AlertPreferencesBody) => void;
}) {
  const { t } = useTranslation('notifications');
  const { t: tc } = useTranslation('common');
  const selected = sports ?? ALL_SPORTS;
  const isLastOne = selected.length === 1;
  return (
    <div
      role="group"
      aria-labelledby="sports-title"
      data-testid="sports-picker"
      className="grid min-w-0 gap-3"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id="sports-title" className="inline-flex items-center gap-2 font-medium text-ink text-sm">
          <Trophy aria-hidden="true" className="size-4 text-edge" />
          {t('sports.title')}
        </h3>
        <span data-testid="sports-summary" className="text-ink-subtle text-xs">
          {sports === null
            ? t('sports.all')
            : t('sports.some', { count: selected.length, total: ALL_SPORTS.length })}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        {ALL_SPORTS.map((sport) => {
          const isOn = selected.includes(sport);
          const isLocked = isOn && isLastOne;
          return (
            <button
              key={sport}
              type="button"
              aria-pressed={isOn}
              disabled={isLocked}
              aria-describedby={isLocked ? 'sports-last-one' : undefined}
              onClick={() => onChange({ sports: toggleSport(selected, sport) })}
              className={cn(
                'inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 font-medium text-sm transition-colors',
                'focus-visible:outline-2 focus-visible:outline-edge focus-visible:outline-offset-2',
                'disabled:cursor-not-allowed',
                isOn
                  ? 'border-edge/50 bg-edge/10 text-ink hover:bg-edge/15'
                  : 'border-line-strong bg-transparent text-ink-subtle hover:border-ink-subtle hover:text-ink',
              )}
            >
              {isOn ? <Check aria-hidden="true" className="size-3.5 text-edge" /> : null}
              {tc(`sports.${sport}`)}
            </button>
          );
        })}
      </div>
      <p id="sports-last-one" className="text-ink-subtle text-xs">
        {isLastOne ? t('sports.lastOne') : t('sports.hint')}
      </p>
    </div>
  );
}
