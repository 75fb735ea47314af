import { LoaderCircle, UserRoundPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '@/components/ui/inline-error';
import { getErrorMessage } from '@/lib/error-message';
import { formatShortDate } from '@/lib/format';
import { useConfig } from '../api/config-api';
import { FormulaEditor } from './formula-editor';
import { FormulaHistoryList } from './formula-history';
import { NotificationsCard } from './notifications-card';
import { ParametersForm } from './parameters-form';

/**
 * The configuration, the same in the admin panel and the laboratory:
 * the formula with its preview and history, the parameters, the AI conditions and the email.
 */
export function ConfigPanel({ mode }: { mode: 'admin' | 'lab' }) {
  const { t } = useTranslation('labConfig');
  const config = useConfig();

  if (config.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-10 text-ink-muted text-sm">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {t('load.loading')}
      </p>
    );
  }
  if (config.error) {
    return (
      <InlineError
        testId="config-error"
        message={t('load.error', { message: getErrorMessage(config.error) })}
        onRetry={() => void config.refetch()}
      />
    );
  }
  const data = config.data;
  return (
    <div data-testid="config-panel" className="grid gap-6">
      <p data-testid="config-updated" className="flex items-center gap-2 text-ink-muted text-xs">
        <UserRoundPen aria-hidden="true" className="size-3.5" />
        {data.updatedBy
          ? t('updated.by', { date: formatShortDate(data.updatedAt), who: data.updatedBy })
          : t('updated.defaults', { date: formatShortDate(data.updatedAt) })}
      </p>
      <FormulaEditor key={data.pickFormula ?? ''} config={data} />
      <FormulaHistoryList currentFormula={data.pickFormula} />
      <ParametersForm config={data} mode={mode} />
      <NotificationsCard config={data} />
    </div>
  );
}
