import { SportSchema, TierSchema } from '@arcade/contracts';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { formatMonthYear } from '@/lib/format';
import { useHydrated } from '@/lib/use-hydrated';
import type { RecordFilters as Filters } from '../api/get-record';
import { calendarDate, recentMonths } from '../lib/months';

type RecordFiltersProps = {
  filters: Filters;
  onChange: (key: 'sport' | 'tier' | 'month', value: string | null) => void;
  onClear: () => void;
};

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** Sport, tier and month (of the event, UTC); each change starts again at page 1. */
export function RecordFilters({ filters, onChange, onClear }: RecordFiltersProps) {
  const { t } = useTranslation(['record', 'common', 'picks']);
  // The months depend on today: a page prerendered at build time lists them once hydrated.
  const months = useHydrated() ? recentMonths(new Date()) : [];
  // A month shared in a link may be older than the list: it stays selectable.
  if (filters.month && !months.includes(filters.month)) months.push(filters.month);
  const isFiltered = filters.sport !== null || filters.tier !== null || filters.month !== null;

  return (
    <div
      role="group"
      aria-label={t('filters.label')}
      // One filter a row on phones: "Todos los deportes" does not fit half a phone's width.
      className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[repeat(3,minmax(0,12rem))_auto]"
    >
      <SelectField
        label={t('filters.sport')}
        data-testid="record-sport-filter"
        value={filters.sport ?? ''}
        onChange={(event) => onChange('sport', event.target.value || null)}
        options={[
          { value: '', label: t('filters.allSports') },
          ...SportSchema.options.map((sport) => ({ value: sport, label: t(`common:sports.${sport}`) })),
        ]}
      />
      <SelectField
        label={t('filters.tier')}
        data-testid="record-tier-filter"
        value={filters.tier ?? ''}
        onChange={(event) => onChange('tier', event.target.value || null)}
        options={[
          { value: '', label: t('filters.allTiers') },
          ...TierSchema.options.map((tier) => ({ value: tier, label: t(`picks:tiers.${tier}`) })),
        ]}
      />
      <SelectField
        label={t('filters.month')}
        data-testid="record-month-filter"
        value={filters.month ?? ''}
        onChange={(event) => onChange('month', event.target.value || null)}
        options={[
          { value: '', label: t('filters.allMonths') },
          ...months.map((month) => ({
            value: month,
            label: capitalize(formatMonthYear(calendarDate(month))),
          })),
        ]}
      />
      {isFiltered ? (
        <Button variant="ghost" onClick={onClear} className="justify-self-start">
          <X aria-hidden="true" />
          {t('filters.clear')}
        </Button>
      ) : null}
    </div>
  );
}
