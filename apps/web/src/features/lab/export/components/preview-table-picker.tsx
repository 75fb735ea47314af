import type { ExportTable } from '@arcade/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

type PreviewTablePickerProps = {
  tables: readonly ExportTable[];
  value: ExportTable;
  onValueChange: (table: ExportTable) => void;
};

/** Which table the preview shows when the export holds all of them. */
export function PreviewTablePicker({ tables, value, onValueChange }: PreviewTablePickerProps) {
  const { t } = useTranslation('labExport');
  return (
    <div
      role="radiogroup"
      aria-label={t('preview.of')}
      data-testid="export-preview-table"
      className="inline-flex gap-1 self-start rounded-lg border border-line bg-surface-raised/50 p-1 sm:self-auto"
    >
      {tables.map((table) => (
        <button
          key={table}
          type="button"
          role="radio"
          aria-checked={table === value}
          onClick={() => onValueChange(table)}
          className={cn(
            'h-8 rounded-md px-3 font-medium text-sm transition-colors',
            table === value
              ? 'bg-surface text-ink shadow-sm ring-1 ring-line-strong'
              : 'text-ink-muted hover:text-ink',
          )}
        >
          {t(`datasets.${table}`)}
        </button>
      ))}
    </div>
  );
}
