import { BookOpenCheck, ListX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LedgerAlert } from '@/components/ledger-alert';
import { Container } from '@/components/ui/container';
import { InlineError } from '@/components/ui/inline-error';
import { ProfitChart } from '@/components/ui/profit-chart';
import { SectionCard } from '@/components/ui/section-card';
import { EmptyState, TableSkeleton } from '@/components/ui/table-frame';
import { useIsMediumLayout } from '@/hooks/use-media-query';
import { getErrorMessage } from '@/lib/error-message';
import { formatDayMonth } from '@/lib/format';
import { useMe } from '@/lib/session/get-me';
import { useRecord } from '../api/get-record';
import { useRecordFilters } from '../hooks/use-record-filters';
import { calendarDate } from '../lib/months';
import { formatUnitsNumber } from '../lib/record-format';
import { CalibrationTable } from './calibration-table';
import { DetailsLockedNote } from './details-locked-note';
import { LedgerHead } from './ledger-head';
import { Methodology } from './methodology';
import { RecordFilters } from './record-filters';
import { RecordHeadline } from './record-headline';
import { RecordPagination } from './record-pagination';
import { RecordCards, RecordTable } from './record-picks';

/** /record (public): every graded pick, its headline figures, the units curve, calibration and method. */
export function RecordPage() {
  const { t } = useTranslation('record');
  const me = useMe();
  const viewer = me.isPending ? null : (me.data?.id ?? 'visitor');
  const { filters, setFilter, setPage, clear } = useRecordFilters();
  const { data, error, isPending, refetch } = useRecord(filters, viewer);
  const Picks = useIsMediumLayout() ? RecordTable : RecordCards;
  const isFiltered = filters.sport !== null || filters.tier !== null || filters.month !== null;
  const series = data?.profitSeries.map((point) => ({ date: point.date, cumulative: point.units })) ?? [];

  return (
    <div data-testid="record-page" className="flex-1">
      <title>{t('meta.title')}</title>
      <Container className="grid gap-8 py-10 sm:py-14">
        <header className="grid gap-3">
          <p className="inline-flex w-fit items-center gap-2 rounded-full border border-edge/30 bg-edge/10 px-3 py-1 font-medium text-edge text-xs">
            <BookOpenCheck aria-hidden="true" className="size-3.5" />
            {t('page.eyebrow')}
          </p>
          <h1 className="text-balance font-extrabold text-3xl text-ink tracking-tight sm:text-5xl">
            {t('page.title')}
          </h1>
          <p className="max-w-3xl text-ink-muted sm:text-lg">{t('page.subtitle')}</p>
          <a href="#methodology" className="w-fit font-medium text-edge text-sm hover:underline">
            {t('page.methodologyLink')}
          </a>
        </header>

        <LedgerAlert />
        <LedgerHead />

        <RecordFilters filters={filters} onChange={setFilter} onClear={clear} />

        {error ? (
          <InlineError
            testId="record-error"
            message={t('error', { message: getErrorMessage(error) })}
            onRetry={() => void refetch()}
          />
        ) : isPending || !data ? (
          <TableSkeleton label={t('loading')} />
        ) : (
          <>
            <RecordHeadline headline={data.headline} />
            <div className="grid gap-6 xl:grid-cols-[1.4fr_1fr]">
              <SectionCard
                title={t('chart.title')}
                subtitle={t('chart.subtitle')}
                titleId="record-chart-title"
              >
                <ProfitChart
                  points={series}
                  title={t('chart.title')}
                  describe={(summary) => t('chart.description', summary)}
                  emptyText={t('chart.empty')}
                  formatValue={(value, options) =>
                    t('units', { value: formatUnitsNumber(value, { signed: options?.signed ?? false }) })
                  }
                  formatDate={(date) => formatDayMonth(calendarDate(date))}
                />
              </SectionCard>
              <SectionCard
                title={t('calibration.title')}
                subtitle={t('calibration.subtitle')}
                titleId="record-calibration-title"
              >
                <CalibrationTable bands={data.calibration} />
              </SectionCard>
            </div>
            <section aria-labelledby="record-picks-title" className="grid gap-4">
              <h2 id="record-picks-title" className="font-semibold text-ink text-xl">
                {t('table.title')}
              </h2>
              {data.detailed ? null : <DetailsLockedNote />}
              {data.picks.length === 0 ? (
                <EmptyState
                  testId="record-empty"
                  icon={<ListX aria-hidden="true" className="size-5" />}
                  title={isFiltered ? t('table.emptyFiltered') : t('table.empty')}
                />
              ) : (
                <Picks picks={data.picks} isDetailed={data.detailed} />
              )}
              <RecordPagination
                page={data.page}
                pages={data.pages}
                pageSize={data.pageSize}
                total={data.total}
                onPageChange={setPage}
              />
            </section>
          </>
        )}

        <Methodology />
      </Container>
    </div>
  );
}
