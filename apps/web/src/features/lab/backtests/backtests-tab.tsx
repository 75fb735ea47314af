import type { BacktestRun } from '@arcade/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { InlineError } from '@/components/ui/inline-error';
import { SectionCard } from '@/components/ui/section-card';
import { TabHeading } from '@/components/ui/tab-heading';
import { TableSkeleton } from '@/components/ui/table-frame';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/use-toast';
import { useBacktestDetail, useBacktestList, useCancelBacktest, useStartBacktest } from './api/backtests';
import { BacktestForm } from './components/backtest-form';
import { RunResults } from './components/run-results';
import { RunsList } from './components/runs-list';

/**
 * The laboratory's backtests: start a walk-forward run over the stored history, follow its
 * progress (polled only while one runs; the run goes on when the page is left), cancel it, and read a
 * finished run's results, its scores against the closing market and its reliability diagram.
 */
export function BacktestsTab() {
  const { t } = useTranslation('labBacktests');
  const list = useBacktestList();
  const start = useStartBacktest();
  const cancel = useCancelBacktest();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [toCancel, setToCancel] = useState<BacktestRun | null>(null);
  const runs = list.data?.runs ?? [];
  const selectedId = chosenId ?? runs[0]?.id ?? null;
  const detail = useBacktestDetail(selectedId);
  const selected = runs.find((r) => r.id === selectedId) ?? detail.data?.run ?? null;
  const isRunning = runs.some((r) => r.status === 'running');

  const onConfirmCancel = () => {
    if (!toCancel) return;
    cancel.mutate(toCancel.id, {
      onSuccess: () => setToCancel(null),
      onError: (error) => {
        setToCancel(null);
        toast({ variant: 'destructive', title: t('runs.cancelError'), description: getErrorMessage(error) });
      },
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <TabHeading title={t('tab')} subtitle={t('subtitle')} />
      <SectionCard title={t('form.title')} subtitle={t('form.subtitle')}>
        {list.isPending ? (
          <TableSkeleton label={t('loading')} />
        ) : list.isError ? (
          <InlineError message={getErrorMessage(list.error)} onRetry={() => list.refetch()} />
        ) : (
          <BacktestForm
            list={list.data}
            isRunning={isRunning}
            isPending={start.isPending}
            error={start.error ? getErrorMessage(start.error) : null}
            onStart={(request) => start.mutate(request, { onSuccess: ({ run }) => setChosenId(run.id) })}
          />
        )}
      </SectionCard>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <SectionCard title={t('runs.title')} subtitle={t('runs.subtitle')}>
          <RunsList runs={runs} selectedId={selectedId} onSelect={setChosenId} onCancel={setToCancel} />
        </SectionCard>
        <SectionCard
          title={selected ? selected.name : t('results.title')}
          subtitle={selected ? t('results.subtitle') : undefined}
        >
          {!selectedId ? (
            <p className="text-ink-muted text-sm">{t('results.pick')}</p>
          ) : detail.isPending ? (
            <TableSkeleton label={t('loading')} />
          ) : detail.isError ? (
            <InlineError message={getErrorMessage(detail.error)} onRetry={() => detail.refetch()} />
          ) : (
            <RunResults detail={detail.data} />
          )}
        </SectionCard>
      </div>
      <ConfirmDialog
        open={toCancel !== null}
        onOpenChange={(open) => (open ? undefined : setToCancel(null))}
        title={t('runs.confirmTitle')}
        description={t('runs.confirmText', { name: toCancel?.name ?? '' })}
        confirmLabel={t('runs.confirm')}
        onConfirm={onConfirmCancel}
        isPending={cancel.isPending}
      />
    </div>
  );
}
