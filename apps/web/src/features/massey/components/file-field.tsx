import { FileSpreadsheet } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** A labelled `.csv` file input, with the chosen file's name and size. */
export function FileField({
  label,
  hint,
  file,
  onChange,
  testId,
  disabled,
}: {
  label: string;
  hint: string;
  file: File | undefined;
  onChange: (file: File | undefined) => void;
  testId: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('massey');
  const id = useId();
  const size = file ? `${Math.max(1, Math.round(file.size / 1024))} KB` : '';
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-medium text-ink text-sm">
        {label}
      </label>
      <div
        className={cn(
          'flex items-center gap-3 rounded-xl border border-dashed px-3 py-3 transition-colors',
          file ? 'border-edge/50 bg-edge/5' : 'border-line-strong bg-surface-raised/40',
        )}
      >
        <FileSpreadsheet
          aria-hidden="true"
          className={cn('size-5 shrink-0', file ? 'text-edge' : 'text-ink-subtle')}
        />
        <div className="min-w-0 flex-1">
          <input
            id={id}
            type="file"
            accept=".csv,text/csv"
            data-testid={testId}
            disabled={disabled}
            aria-describedby={`${id}-hint`}
            onChange={(event) => onChange(event.target.files?.[0] ?? undefined)}
            className="block w-full min-w-0 text-ink-muted text-sm file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-line-strong file:bg-surface-raised file:px-3 file:py-1.5 file:font-semibold file:text-ink file:text-sm hover:file:border-ink-subtle"
          />
          <p className="mt-1 truncate text-ink-subtle text-xs" aria-live="polite">
            {file ? t('upload.chosen', { name: file.name, size }) : t('upload.none')}
          </p>
        </div>
      </div>
      <p id={`${id}-hint`} className="text-ink-subtle text-xs">
        {hint}
      </p>
    </div>
  );
}
