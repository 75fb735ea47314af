import type { TestFormulaResponse } from '@arcade/contracts';
import { Database } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMediumDate } from '@/lib/format';

/** Where the figures come from: graded picks, and the backtest run replayed per sport (or none yet). */
export function SourcesNote({ result }: { result: TestFormulaResponse }) {
  const { t } = useTranslation(['labFormulas', 'common']);
  const { sources } = result;
  const parts = [
    t('sources.picks', { count: sources.picks }),
    ...(sources.historyRuns.length === 0
      ? [t('sources.noRun')]
      : [
          ...sources.historyRuns.map((run) =>
            t('sources.run', {
              sport: t(`common:sports.${run.sport}`),
              date: formatMediumDate(run.completedAt),
            }),
          ),
          t('sources.history', { count: sources.history }),
        ]),
  ];
  return (
    <div
      data-testid="test-formula-sources"
      className="flex gap-3 rounded-xl border border-line bg-surface/70 p-3 text-sm"
    >
      <Database className="mt-0.5 size-4 shrink-0 text-ink-subtle" aria-hidden />
      <div className="min-w-0 text-ink-muted">
        <span className="font-medium text-ink">{t('sources.label')}: </span>
        {parts.join(' · ')}
        {result.neutralFilled > 0 ? (
          <p className="mt-1 text-ink-subtle text-xs">
            {t('sources.neutral', { count: result.neutralFilled })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
