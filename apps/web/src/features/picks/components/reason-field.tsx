import { CORRECTION_REASON_MIN } from '@arcade/contracts';
import { type ComponentProps, useId } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formMessage, useFieldErrorText } from '@/lib/form/form-messages';

type ReasonFieldProps = Omit<ComponentProps<'textarea'>, 'id' | 'className' | 'rows'> & {
  label: string;
  /** Under the field: what the reason is for (who reads it). */
  hint: string;
  /** A reason is required: the label has no "(optional)". */
  isRequired?: boolean;
  /** The field's error, shown in place of the hint. */
  error?: string;
  testId?: string;
};

/**
 * The text of a reason's field error: a reason shorter than CORRECTION_REASON_MIN says how long it
 * must be; anything else (a second line, which the contract refuses with its own English message)
 * the generic 'Invalid value'.
 */
export function useReasonErrorText() {
  const { t } = useTranslation('admin');
  const errorText = useFieldErrorText();
  return (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    if (error.type === 'too_small') return t('reason.tooShort', { count: CORRECTION_REASON_MIN });
    return errorText({ message: formMessage('invalid') });
  };
}

/** The admin's reason for a change to the public record: kept in the ledger beside the change. */
export function ReasonField({ label, hint, isRequired = false, error, testId, ...props }: ReasonFieldProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const hasError = error !== undefined;
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
        aria-invalid={hasError ? true : undefined}
        aria-describedby={`${id}-hint`}
        className={cn(
          'w-full resize-y rounded-lg border bg-canvas/70 px-3.5 py-2.5 text-[0.95rem] text-ink',
          'placeholder:text-ink-subtle/80 focus:outline-none focus:ring-2 focus:ring-edge/40',
          hasError ? 'border-danger/70 focus:ring-danger/30' : 'border-line-strong focus:border-edge/70',
        )}
        {...props}
      />
      <p id={`${id}-hint`} className={cn('text-xs', hasError ? 'text-danger' : 'text-ink-subtle')}>
        {error ?? hint}
      </p>
    </div>
  );
}
