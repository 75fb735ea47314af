import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { InlineError } from '@/components/ui/inline-error';
import { TableSkeleton } from '@/components/ui/table-frame';
import { getErrorMessage } from '@/lib/error-message';

/** Loading and 'Error al cargar picks: …' for a tab built on the admin picks query; null once loaded. */
export function PickListStatus({
  query,
}: {
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch'>;
}) {
  const { t } = useTranslation('admin');
  if (query.isPending) return <TableSkeleton label={t('list.loading')} />;
  if (query.isError)
    return (
      <InlineError
        testId="picks-error"
        message={t('list.loadError', { message: getErrorMessage(query.error) })}
        onRetry={() => void query.refetch()}
      />
    );
  return null;
}
