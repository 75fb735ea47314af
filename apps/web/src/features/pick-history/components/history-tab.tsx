import type { AdminPick, GradedSummaryQuery } from '@arcade/contracts';
import { History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '@/components/ui/inline-error';
import { ProfitChart } from '@/components/ui/profit-chart';
import { LoadMore } from '@/components/ui/load-more';
import { SectionCard } from '@/components/ui/section-card';
import { SportBadge } from '@/components/ui/sport-badge';
import { TierBadge } from '@/components/ui/tier-badge';
import { CorrectResultDialog, useAdminPicks } from '@/features/picks';
import { getErrorMessage } from '@/lib/error-message';
import { formatDayMonth, formatMoney } from '@/lib/format';
import { useGradedSummary } from '../api/get-graded-summary';
import { GRADED_FILTERS } from '../api/graded-filters';
import type { HistoryFilters as Filters } from '../lib/history-stats';
import { CorrectionsList } from './corrections-list';
import { HistoryFilters } from './history-filters';
import { HistorySummary } from './history-summary';
import { HistoryTable } from './history-table';
import { PerformanceTable } from './performance-table';

/** A day of the API (`YYYY-MM-DD`, UTC) at local noon, so that every time zone shows that same day. */
const calendarDay = (day: string) => new Date(`${day}T12:00:00`);

/**
 * Historial: every pick with a result, summarised, broken down and charted, and
 * the corrections made to the published record by hand. The figures are the server's, over every
 * graded pick; the table arrives a page at a time.
 */
export function HistoryTab() {
  const { t } = useTranslation('picks');
  const [filters, setFilters] = useState<Filters>({ sport: 'all', tier: 'all' });
  const [toCorrect, setToCorrect] = useState<AdminPick | null>(null);
  const query: GradedSummaryQuery = {
    ...(filters.sport === 'all' ? {} : { sport: filters.sport }),
    ...(filters.tier === 'all' ? {} : { tier: filters.tier }),
  };
  const summary = useGradedSummary(query);
  const rows = useAdminPicks({ ...GRADED_FILTERS, ...query }, { keepPrevious: true });

  if (summary.isPending || rows.isPending) {
    return (
      <p role="status" className="py-10 text-center text-ink-muted text-sm">
        {t('common.loading')}
      </p>
    );
  }
  if (summary.isError || rows.isError) {
    return (
      <InlineError
        testId="history-error"
        message={t('common.picksError', { message: getErrorMessage(summary.error ?? rows.error) })}
        onRetry={() => {
          void summary.refetch();
          void rows.refetch();
        }}
      />
    );
  }
  const view = summary.data;

  const emptyText =
    filters.sport === 'all' && filters.tier === 'all'
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
          // One point per day that settled picks; the text counts the picks themselves.
          describe={(chart) => t('history.chart.description', { ...chart, count: view.summary.picks })}
          emptyText={t('history.chart.empty')}
          formatValue={(value, options) => formatMoney(value, options)}
          formatDate={(date) => formatDayMonth(calendarDay(date))}
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
        {rows.picks.length === 0 ? (
          <p data-testid="history-empty" className="py-8 text-center text-ink-subtle text-sm">
            {emptyText}
          </p>
        ) : (
          <div className="flex flex-col gap-4">
            <HistoryTable picks={rows.picks} onCorrect={setToCorrect} />
            <LoadMore
              testId="history-more"
              shown={rows.picks.length}
              total={view.summary.picks}
              hasMore={rows.hasNextPage}
              isLoading={rows.isFetchingNextPage}
              onLoadMore={() => void rows.fetchNextPage()}
            />
          </div>
        )}
      </SectionCard>

      <CorrectionsList />
      <CorrectResultDialog
        pick={toCorrect}
        onOpenChange={(open) => {
          if (!open) setToCorrect(null);
        }}
      />
    </div>
  );
}
