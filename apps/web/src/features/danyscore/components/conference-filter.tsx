import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { ConferenceFilter as Filter } from '../lib/standings';

const FILTERS: readonly Filter[] = ['all', 'East', 'West'];

/** All / East / West, as a segmented control. */
export function ConferenceFilter({ value, onChange }: { value: Filter; onChange: (value: Filter) => void }) {
  const { t } = useTranslation('danyscore');
  return (
    <div
      role="group"
      aria-label={t('filter.label')}
      className="inline-flex rounded-lg border border-line-strong bg-surface-raised/60 p-0.5"
    >
      {FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          data-testid={`danyscore-filter-${filter}`}
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          className={cn(
            'h-8 rounded-md px-3 font-semibold text-sm transition-colors',
            value === filter ? 'bg-edge/15 text-edge' : 'text-ink-muted hover:text-ink',
          )}
        >
          {filter === 'all' ? t('filter.all') : t(`conferences.${filter}`)}
        </button>
      ))}
    </div>
  );
}
