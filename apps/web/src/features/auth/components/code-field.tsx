import type { ClipboardEvent } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { CODE_LENGTH, digitsOnly } from '../lib/code';

type CodeFieldProps<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: Path<T>;
  error?: string;
  className?: string;
};

/**
 * The 6-digit verification or reset code: a numeric keyboard, one-time-code autofill, and only
 * digits kept of what is typed or pasted. A paste is read whole before the 6-character limit applies,
 * so ' 123 456' from an email still gives 123456.
 */
export function CodeField<T extends FieldValues, O>({
  control,
  name,
  error,
  className,
}: CodeFieldProps<T, O>) {
  const { t } = useTranslation('auth');
  const {
    field: { name: fieldName, value: fieldValue, onChange, onBlur, ref },
  } = useController({ control, name });
  const value = String(fieldValue ?? '');

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const { selectionStart, selectionEnd } = event.currentTarget;
    const start = selectionStart ?? value.length;
    const pasted = event.clipboardData.getData('text/plain');
    onChange(digitsOnly(value.slice(0, start) + pasted + value.slice(selectionEnd ?? start)));
  };

  return (
    <TextField
      label={t('fields.code')}
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      placeholder={t('fields.codePlaceholder')}
      className={cn('[&_input]:font-mono [&_input]:tracking-[0.4em]', className)}
      error={error}
      name={fieldName}
      ref={ref}
      value={value}
      onBlur={onBlur}
      onChange={(event) => onChange(digitsOnly(event.target.value))}
      onPaste={onPaste}
    />
  );
}
