import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatInteger } from '@/lib/format';

type RecordPaginationProps = {
  page: number;
  pages: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
};

/** Which picks are shown, and the way to the newer and older pages. */
export function RecordPagination({ page, pages, pageSize, total, onPageChange }: RecordPaginationProps) {
  const { t } = useTranslation('record');
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return (
    <nav
      aria-label={t('pagination.label')}
      className="flex flex-col items-center justify-between gap-3 sm:flex-row"
    >
      <p data-testid="record-range" className="text-ink-muted text-sm">
        {t('pagination.range', {
          from: formatInteger(from),
          to: formatInteger(to),
          count: total,
          formatted: formatInteger(total),
        })}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            {t('pagination.previous')}
          </Button>
          <span data-testid="record-page-number" className="tabular px-2 text-ink-muted text-sm">
            {t('pagination.page', { page: formatInteger(page), pages: formatInteger(pages) })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages}
            onClick={() => onPageChange(page + 1)}
          >
            {t('pagination.next')}
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
