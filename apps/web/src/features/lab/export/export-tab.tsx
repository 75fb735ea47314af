import { EXPORT_PREVIEW_ROWS, type ExportTable, ExportTableSchema } from '@arcade/contracts';
import { Download } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button';
import { InlineError } from '@/components/ui/inline-error';
import { SectionCard } from '@/components/ui/section-card';
import { TabHeading } from '@/components/ui/tab-heading';
import { TableSkeleton } from '@/components/ui/table-frame';
import { getErrorMessage } from '@/lib/error-message';
import { formatInteger } from '@/lib/format';
import { toast } from '@/lib/use-toast';
import { useExportPreview } from './api/get-export-preview';
import { ExportFilters } from './components/export-filters';
import { ExportPreviewTable } from './components/export-preview-table';
import { PreviewTablePicker } from './components/preview-table-picker';
import {
  DEFAULT_EXPORT_CHOICES,
  type ExportChoices,
  exportDownloadUrl,
  isRangeInverted,
} from './lib/export-query';

/**
 * The laboratory's export tab: choose the data, see the file's first
 * 20 rows and its size, download it. The download is a plain link, so the browser streams the file to
 * disk with the session cookie (same origin) instead of holding it in memory.
 */
export function ExportTab() {
  const { t } = useTranslation('labExport');
  const [choices, setChoices] = useState<ExportChoices>(DEFAULT_EXPORT_CHOICES);
  const [previewOfAll, setPreviewOfAll] = useState<ExportTable>('events');
  const table: ExportTable = choices.dataset === 'all' ? previewOfAll : choices.dataset;
  const preview = useExportPreview(choices, table);
  const isInverted = isRangeInverted(choices);

  const onDownload = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isInverted && !preview.isError) return;
    event.preventDefault();
    toast({
      variant: 'destructive',
      title: t('download.errorTitle'),
      description: isInverted ? t('download.errorRange') : getErrorMessage(preview.error),
    });
  };

  const total = preview.data?.total;
  return (
    <div className="flex flex-col gap-6">
      <TabHeading title={t('tab')} subtitle={t('subtitle')} />
      <section className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-4 sm:p-6">
        <ExportFilters choices={choices} onChoicesChange={setChoices} />
        <div className="flex flex-col gap-4 border-line border-t pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-2xl text-ink-muted text-sm">
            {t(`formatHint.${choices.format}`)} {t('download.hint')}
          </p>
          <a
            data-testid="export-download"
            href={exportDownloadUrl(choices)}
            download
            onClick={onDownload}
            aria-disabled={isInverted || undefined}
            className={buttonStyles({ size: 'lg', className: isInverted ? 'opacity-50' : undefined })}
          >
            <Download aria-hidden="true" />
            {t('download.button', { format: choices.format.toUpperCase() })}
          </a>
        </div>
      </section>
      <SectionCard
        title={t('preview.title')}
        subtitle={t('preview.subtitle', { count: EXPORT_PREVIEW_ROWS })}
        aside={
          <div className="flex flex-col gap-2 sm:items-end">
            {choices.dataset === 'all' ? (
              <PreviewTablePicker
                tables={ExportTableSchema.options}
                value={previewOfAll}
                onValueChange={setPreviewOfAll}
              />
            ) : null}
            {total !== undefined && !isInverted ? (
              <p data-testid="export-total" className="font-semibold text-ink text-sm tabular-nums">
                {t('preview.total', { count: total, formatted: formatInteger(total) })}
              </p>
            ) : null}
          </div>
        }
      >
        {isInverted ? (
          <InlineError message={t('filters.rangeInverted')} />
        ) : preview.isError ? (
          <InlineError
            testId="export-error"
            message={t('preview.loadError', { message: getErrorMessage(preview.error) })}
            onRetry={() => void preview.refetch()}
          />
        ) : preview.data ? (
          <div className={preview.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <ExportPreviewTable preview={preview.data} />
          </div>
        ) : (
          <TableSkeleton label={t('preview.loading')} />
        )}
      </SectionCard>
    </div>
  );
}
