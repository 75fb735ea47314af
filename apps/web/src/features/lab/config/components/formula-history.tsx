import type { FormulaHistoryEntry } from '@arcade/contracts';
import { History, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { InlineError } from '@/components/ui/inline-error';
import { SectionCard } from '@/components/ui/section-card';
import { getErrorMessage } from '@/lib/error-message';
import { formatShortDate } from '@/lib/format';
import { toast } from '@/lib/use-toast';
import { useFormulaHistory, useRestoreFormula } from '../api/config-api';

function HistoryRow({
  entry,
  isCurrent,
  onRestore,
  isRestoring,
}: {
  entry: FormulaHistoryEntry;
  isCurrent: boolean;
  onRestore: () => void;
  isRestoring: boolean;
}) {
  const { t } = useTranslation('labConfig');
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[9rem_minmax(0,1fr)_auto] sm:items-start sm:gap-4">
      <div className="text-xs">
        <p className="font-medium text-ink tabular-nums">{formatShortDate(entry.createdAt)}</p>
        <p className="truncate text-ink-subtle" title={entry.changedBy ?? undefined}>
          {entry.changedBy ?? t('history.unknownAuthor')}
        </p>
      </div>
      <div className="min-w-0">
        {entry.formula === '' ? (
          <p className="text-ink-muted text-sm italic">{t('history.cleared')}</p>
        ) : (
          <code className="block break-words rounded-md bg-canvas/70 px-2 py-1 font-mono text-ink text-xs">
            {entry.formula}
          </code>
        )}
        {entry.changeDescription ? (
          <p className="mt-1 text-ink-muted text-xs">{entry.changeDescription}</p>
        ) : null}
      </div>
      <Button
        data-testid="formula-history-restore"
        variant="secondary"
        size="sm"
        onClick={onRestore}
        disabled={isRestoring}
        title={isCurrent ? t('history.isCurrent') : undefined}
        className="justify-self-start"
      >
        <RotateCcw aria-hidden="true" />
        {t('history.restore')}
      </Button>
    </li>
  );
}

/** Earlier formulas, newest first, each restorable in one click (the restore is itself recorded). */
export function FormulaHistoryList({ currentFormula }: { currentFormula: string | null }) {
  const { t } = useTranslation('labConfig');
  const history = useFormulaHistory();
  const restore = useRestoreFormula();

  const onRestore = (entry: FormulaHistoryEntry) =>
    restore.mutate(entry.id, {
      onSuccess: () => toast({ title: t('history.restored') }),
      onError: (error) =>
        toast({ variant: 'destructive', title: t('save.error'), description: getErrorMessage(error) }),
    });

  return (
    <SectionCard
      title={t('history.title')}
      subtitle={t('history.subtitle')}
      titleId="formula-history-title"
      aside={<History aria-hidden="true" className="hidden size-5 text-ink-subtle sm:block" />}
    >
      <div data-testid="formula-history">
        {history.isPending ? (
          <p role="status" className="text-ink-muted text-sm">
            {t('history.loading')}
          </p>
        ) : history.error ? (
          <InlineError
            message={t('history.error', { message: getErrorMessage(history.error) })}
            onRetry={() => void history.refetch()}
          />
        ) : history.data.entries.length === 0 ? (
          <p className="text-ink-muted text-sm">{t('history.empty')}</p>
        ) : (
          <ul className="-my-3 divide-y divide-line">
            {history.data.entries.map((entry) => (
              <HistoryRow
                key={entry.id}
                entry={entry}
                isCurrent={(currentFormula ?? '') === entry.formula}
                isRestoring={restore.isPending}
                onRestore={() => onRestore(entry)}
              />
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}
