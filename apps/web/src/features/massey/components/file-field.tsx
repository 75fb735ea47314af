import { FileSpreadsheet } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button';
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
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className="font-medium text-ink text-sm">
        {label}
      </label>
      <div
        className={cn(
          'flex items-center gap-3 rounded-xl border border-dashed px-3 py-3 transition-colors focus-within:ring-2 focus-within:ring-edge/40',
          file ? 'border-edge/50 bg-edge/5' : 'border-line-strong bg-surface-raised/40',
        )}
      >
        <FileSpreadsheet
          aria-hidden="true"
          className={cn('size-5 shrink-0', file ? 'text-edge' : 'text-ink-subtle')}
        />
        <p className="min-w-0 flex-1 text-sm [overflow-wrap:anywhere]" aria-live="polite">
          {file ? (
            <span className="text-ink">{t('upload.chosen', { name: file.name, size })}</span>
          ) : (
            <span className="text-ink-subtle">{t('upload.none')}</span>
          )}
        </p>
        {/* The native input stays (keyboard, screen readers, drag and drop onto the button), visually hidden. */}
        <input
          id={id}
          type="file"
          accept=".csv,text/csv"
          data-testid={testId}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.files?.[0] ?? undefined)}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          aria-hidden="true"
          className={cn(
            buttonStyles({ variant: 'secondary', size: 'sm' }),
            'shrink-0 cursor-pointer',
            disabled && 'pointer-events-none opacity-50',
          )}
        >
          {file ? t('upload.change') : t('upload.choose')}
        </label>
      </div>
      <p id={`${id}-hint`} className="text-ink-subtle text-xs">
        {hint}
      </p>
    </div>
  );
}
