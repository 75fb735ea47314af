import { type Sport, SportSchema, type Tier } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field';
import { TIERS_HIGHEST_FIRST } from '@/lib/tiers';
import type { HistoryFilters as Filters } from '../lib/history-stats';

type HistoryFiltersProps = {
  filters: Filters;
  onFiltersChange: (filters: Filters) => void;
};

/** Sport and tier filters of the history tab. */
export function HistoryFilters({ filters, onFiltersChange }: HistoryFiltersProps) {
  const { t } = useTranslation(['picks', 'common']);
  const sportOptions = [
    { value: 'all', label: t('picks:filters.allSports') },
    ...SportSchema.options.map((sport) => ({ value: sport, label: t(`common:sports.${sport}`) })),
  ];
  const tierOptions = [
    { value: 'all', label: t('picks:filters.allTiers') },
    ...TIERS_HIGHEST_FIRST.map((tier) => ({ value: tier, label: t(`picks:tiers.${tier}`) })),
  ];
  return (
    <div
      role="group"
      aria-label={t('picks:history.filtersLabel')}
      // One filter a row on phones: "Todos los deportes" does not fit half a phone's width.
      className="grid grid-cols-1 gap-3 sm:flex sm:items-end"
    >
      <SelectField
        data-testid="history-sport-filter"
        label={t('picks:filters.sport')}
        options={sportOptions}
        value={filters.sport}
        onChange={(event) => onFiltersChange({ ...filters, sport: event.target.value as Sport | 'all' })}
        className="sm:w-48"
      />
      <SelectField
        data-testid="history-tier-filter"
        label={t('picks:filters.tier')}
        options={tierOptions}
        value={filters.tier}
        onChange={(event) => onFiltersChange({ ...filters, tier: event.target.value as Tier | 'all' })}
        className="sm:w-44"
      />
    </div>
  );
}
