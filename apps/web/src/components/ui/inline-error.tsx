import { AlertTriangle, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

/** A failed load shown in place, with a retry. */
export function InlineError({
  message,
  onRetry,
  testId,
}: {
  message: string;
  onRetry?: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('picks');
  return (
    <div
      role="alert"
      data-testid={testId}
      className="flex flex-col gap-3 rounded-2xl border border-danger/40 bg-danger/5 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-danger text-sm">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="break-words">{message}</span>
      </p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry} className="self-start sm:self-auto">
          <RotateCw aria-hidden="true" />
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}
