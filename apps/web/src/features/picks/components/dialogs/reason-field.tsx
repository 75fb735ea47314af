import { CORRECTION_REASON_MIN } from '@arcade/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

type ReasonFieldProps = {
  value: string;
  onChange: (value: string) => void;
  label: string;
  /** Under the field: what the reason is for (who reads it). */
  hint: string;
  /** A reason is required: fewer than CORRECTION_REASON_MIN characters show as an error once tried. */
  isRequired?: boolean;
  showError?: boolean;
  testId?: string;
};

/** Whether a typed reason is long enough to send (trimmed). */
export const isReasonValid = (reason: string) => reason.trim().length >= CORRECTION_REASON_MIN;

/** The admin's reason for a change to the public record: kept in the ledger beside the change. */
export function ReasonField({
  value,
  onChange,
  label,
  hint,
  isRequired = false,
  showError = false,
  testId,
}: ReasonFieldProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const hasError = isRequired && showError && !isReasonValid(value);
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-medium text-ink text-sm">
        {label}
        {isRequired ? null : (
          <span className="ml-1.5 font-normal text-ink-subtle text-xs">{t('reason.optional')}</span>
        )}
      </label>
      <textarea
        id={id}
        data-testid={testId}
        rows={3}
        maxLength={500}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={hasError ? true : undefined}
        aria-describedby={`${id}-hint`}
        className={cn(
          'w-full resize-y rounded-lg border bg-canvas/70 px-3.5 py-2.5 text-[0.95rem] text-ink',
          'placeholder:text-ink-subtle/80 focus:outline-none focus:ring-2 focus:ring-edge/40',
          hasError ? 'border-danger/70 focus:ring-danger/30' : 'border-line-strong focus:border-edge/70',
        )}
      />
      <p id={`${id}-hint`} className={cn('text-xs', hasError ? 'text-danger' : 'text-ink-subtle')}>
        {hasError ? t('reason.tooShort', { count: CORRECTION_REASON_MIN }) : hint}
      </p>
    </div>
  );
}
