import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

type LoadMoreProps = {
  /** Picks on screen. */
  shown: number;
  /** Picks the list holds in all, when known (a tab without a narrowing filter). */
  total?: number | undefined;
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  testId?: string;
};

/**
 * The foot of a paged pick list: how many are shown (of how many, when known) and "Cargar más" while
 * the server has more. Nothing when the list is empty.
 */
export function LoadMore({
  shown,
  total,
  hasMore,
  isLoading,
  onLoadMore,
  testId = 'load-more',
}: LoadMoreProps) {
  const { t } = useTranslation('admin');
  if (shown === 0) return null;
  const known = total !== undefined && total >= shown;
  return (
    <div
      data-testid={testId}
      className="flex flex-col items-center gap-2 pt-1 sm:flex-row sm:justify-between"
    >
      <p className="text-ink-muted text-sm tabular" aria-live="polite" data-testid={`${testId}-count`}>
        {known
          ? t('list.shown', { shown, total })
          : hasMore
            ? t('list.shownMore', { count: shown })
            : t('list.shownAll', { count: shown })}
      </p>
      {hasMore ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={onLoadMore}
          disabled={isLoading}
          data-testid={`${testId}-button`}
          className="w-full sm:w-auto"
        >
          {isLoading ? t('list.loadingMore') : t('list.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
