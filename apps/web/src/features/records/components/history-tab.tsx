import type { AdminPick } from '@arcade/contracts';
import { History } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '@/components/ui/inline-error';
import { ProfitChart } from '@/components/ui/profit-chart';
import { SectionCard } from '@/components/ui/section-card';
import { SportBadge } from '@/components/ui/sport-badge';
import { TierBadge } from '@/components/ui/tier-badge';
import { isGradedPick, useAdminPicks } from '@/features/picks';
import { getErrorMessage } from '@/lib/error-message';
import { formatMoney, formatShortDate } from '@/lib/format';
import {
  cumulativeProfit,
  filterPicks,
  type HistoryFilters as Filters,
  historyRows,
  summarize,
  summarizeBySport,
  summarizeByTier,
} from '../lib/history-stats';
import { CorrectionsList } from './corrections-list';
import { HistoryFilters } from './history-filters';
import { HistorySummary } from './history-summary';
import { HistoryTable } from './history-table';
import { PerformanceTable } from './performance-table';

const NO_PICKS: AdminPick[] = [];

/**
 * Historial (product.md §2, §4): every pick with a result, summarised, broken down and charted, and
 * the corrections made to the published record by hand.
 */
export function HistoryTab() {
  const { t } = useTranslation('adminRecords');
  const { data, error, isPending, refetch } = useAdminPicks();
  const [filters, setFilters] = useState<Filters>({ sport: 'all', tier: 'all' });

  const graded = useMemo(() => (data ?? NO_PICKS).filter(isGradedPick), [data]);
  const view = useMemo(() => {
    const filtered = filterPicks(graded, filters);
    return {
      summary: summarize(filtered),
      rows: historyRows(filtered),
      series: cumulativeProfit(filtered),
      // Each breakdown ignores its own filter, so it still compares every sport (or tier).
      bySport: summarizeBySport(filterPicks(graded, { ...filters, sport: 'all' })),
      byTier: summarizeByTier(filterPicks(graded, { ...filters, tier: 'all' })),
    };
  }, [graded, filters]);

  if (isPending) {
    return (
      <p role="status" className="py-10 text-center text-ink-muted text-sm">
        {t('common.loading')}
      </p>
    );
  }
  if (error) {
    return (
      <InlineError
        testId="history-error"
        message={t('common.picksError', { message: getErrorMessage(error) })}
        onRetry={() => void refetch()}
      />
    );
  }

  const emptyText =
    graded.length === 0
      ? t('history.empty')
      : filters.tier !== 'all'
        ? t('history.emptyTier')
        : t('history.emptyFiltered');

  return (
    <div data-testid="history-tab" className="grid grid-cols-1 gap-6">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h2 className="flex items-center gap-2 font-semibold text-ink text-xl">
            <History aria-hidden="true" className="size-5 text-edge" />
            {t('history.title')}
          </h2>
          <p className="mt-1 text-ink-muted text-sm">{t('history.subtitle')}</p>
        </div>
        <HistoryFilters filters={filters} onFiltersChange={setFilters} />
      </header>

      <HistorySummary summary={view.summary} />

      <SectionCard
        title={t('history.chart.title')}
        subtitle={t('history.chart.subtitle')}
        titleId="history-chart-title"
      >
        <ProfitChart
          points={view.series}
          title={t('history.chart.title')}
          describe={(summary) => t('history.chart.description', summary)}
          emptyText={t('history.chart.empty')}
          formatValue={(value, options) => formatMoney(value, options)}
          formatDate={(date) => formatShortDate(date)}
        />
      </SectionCard>

      <div className="grid grid-cols-1 gap-6">
        <PerformanceTable
          testId="performance-by-tier"
          title={t('history.performance.byTier')}
          groupLabel={t('history.performance.tier')}
          groups={view.byTier}
          renderGroup={(tier) => <TierBadge tier={tier} />}
          emptyText={t('history.performance.noSports')}
        />
        <PerformanceTable
          testId="performance-by-sport"
          title={t('history.performance.bySport')}
          groupLabel={t('history.performance.sport')}
          groups={view.bySport}
          renderGroup={(sport) => <SportBadge sport={sport} />}
          emptyText={t('history.performance.noSports')}
        />
      </div>

      <SectionCard title={t('history.table.title')} titleId="history-table-title">
        {view.rows.length === 0 ? (
          <p data-testid="history-empty" className="py-8 text-center text-ink-subtle text-sm">
            {emptyText}
          </p>
        ) : (
          <HistoryTable picks={view.rows} />
        )}
      </SectionCard>

      <CorrectionsList />
    </div>
  );
}
