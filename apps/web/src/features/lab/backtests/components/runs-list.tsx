import type { BacktestRun } from '@arcade/contracts';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SportBadge } from '@/components/ui/sport-badge';
import { cn } from '@/lib/cn';
import { formatInteger, formatMediumDate, formatShortDate, formatSignedPercent } from '@/lib/format';
import { RunStatusBadge } from './run-status-badge';

type RunsListProps = {
  runs: readonly BacktestRun[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onCancel: (run: BacktestRun) => void;
};

const dayBefore = (iso: string) => new Date(Date.parse(iso) - 1);

/** The newest runs: status, progress while running, headline figures once done; a click opens one. */
export function RunsList({ runs, selectedId, onSelect, onCancel }: RunsListProps) {
  const { t } = useTranslation('labBacktests');
  const { t: tAdmin } = useTranslation('admin');
  if (runs.length === 0) return <p className="text-ink-muted text-sm">{t('runs.empty')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {runs.map((run) => {
        const share = run.progressTotal > 0 ? run.progressDone / run.progressTotal : 0;
        const strategy =
          run.strategy === 'product' ? t('form.product') : tAdmin(`strategies.${run.strategy}`);
        return (
          <li key={run.id} data-testid="backtest-run" data-run-id={run.id}>
            <div
              className={cn(
                'flex flex-col gap-3 rounded-xl border p-3 transition-colors sm:flex-row sm:items-center',
                run.id === selectedId
                  ? 'border-edge/50 bg-edge/5'
                  : 'border-line bg-surface-raised/30 hover:border-line-strong',
              )}
            >
              <button
                type="button"
                onClick={() => onSelect(run.id)}
                aria-current={run.id === selectedId ? 'true' : undefined}
                className="flex min-w-0 flex-1 flex-col gap-1.5 text-left focus-visible:outline-none"
              >
                <span className="flex flex-wrap items-center gap-2">
                  <SportBadge sport={run.sport} />
                  <span className="truncate font-medium text-ink text-sm">{run.name}</span>
                  <RunStatusBadge status={run.status} />
                </span>
                <span className="text-ink-subtle text-xs">
                  {strategy}
                  {run.dateFrom && run.dateTo
                    ? ` · ${formatMediumDate(run.dateFrom)} – ${formatMediumDate(dayBefore(run.dateTo))}`
                    : ''}
                  {` · ${t('runs.started', { when: formatShortDate(run.startedAt) })}`}
                </span>
                {run.status === 'running' ? (
                  <span className="flex items-center gap-2">
                    <span
                      role="progressbar"
                      aria-label={t('runs.progress')}
                      aria-valuemin={0}
                      aria-valuemax={run.progressTotal}
                      aria-valuenow={run.progressDone}
                      className="h-1.5 flex-1 overflow-hidden rounded-full bg-line"
                    >
                      <span
                        className="block h-full rounded-full bg-premium transition-[width]"
                        style={{ width: `${Math.round(share * 100)}%` }}
                      />
                    </span>
                    <span className="text-ink-muted text-xs tabular-nums">
                      {t('runs.progressText', {
                        done: formatInteger(run.progressDone),
                        count: run.progressTotal,
                        formatted: formatInteger(run.progressTotal),
                      })}
                    </span>
                  </span>
                ) : null}
                {run.status === 'completed' ? (
                  <span className="text-ink-muted text-xs">
                    {t('runs.summary', {
                      matches: t('runs.matches', {
                        count: run.matchCount,
                        formatted: formatInteger(run.matchCount),
                      }),
                      bets: t('runs.bets', {
                        count: run.totalPicks,
                        formatted: formatInteger(run.totalPicks),
                      }),
                      roi: run.overallRoi === null ? '—' : formatSignedPercent(run.overallRoi),
                    })}
                  </span>
                ) : null}
                {run.status === 'failed' && run.errorMessage ? (
                  <span className="text-danger text-xs">{run.errorMessage}</span>
                ) : null}
              </button>
              {run.status === 'running' ? (
                <Button
                  variant="secondary"
                  size="sm"
                  data-testid="backtest-cancel"
                  onClick={() => onCancel(run)}
                  className="self-start sm:self-center"
                >
                  <X aria-hidden="true" />
                  {t('runs.cancel')}
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
