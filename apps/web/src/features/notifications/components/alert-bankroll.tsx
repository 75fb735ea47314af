import type { AlertPreferencesBody } from '@arcade/contracts';
import { LoaderCircle, Wallet } from 'lucide-react';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputStyles } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { useFieldErrorText } from '@/lib/form/form-messages';
import { useZodForm } from '@/lib/form/use-zod-form';
import { AlertBankrollFormSchema, readBankroll } from '../hooks/bankroll-text';

/** What the field shows first: the saved bankroll, else the one this browser's dashboard uses. */
function initialText(saved: number | null, browserBankroll: number | null): string {
  if (saved !== null) return String(saved);
  return browserBankroll !== null && browserBankroll > 0 ? String(browserBankroll) : '';
}

/**
 * The bankroll alerts size their stakes on (saved to the account): empty means stakes are shown
 * as a share of the bankroll. Prefilled, unsaved, from the bankroll this dashboard keeps.
 */
export function AlertBankroll({
  saved,
  browserBankroll,
  isSaving,
  onSave,
}: {
  saved: number | null;
  browserBankroll: number | null;
  isSaving: boolean;
  onSave: (body: AlertPreferencesBody) => void;
}) {
  const { t } = useTranslation('notifications');
  const errorText = useFieldErrorText();
  const id = useId();
  const [prefill] = useState(() => initialText(saved, browserBankroll));
  const form = useZodForm(AlertBankrollFormSchema, { defaultValues: { bankroll: prefill } });
  const text = useWatch({ control: form.control, name: 'bankroll' });
  const error = errorText(form.formState.errors.bankroll);
  const read = readBankroll(text);
  // Nothing to save while the field holds the saved bankroll.
  const isUnchanged = read.ok && read.value === saved;
  const isFromDashboard = saved === null && prefill !== '' && text === prefill;
  const onSubmit = form.handleSubmit(({ bankroll }) => {
    if (bankroll !== saved) onSave({ bankroll });
  });
  const hint = error ?? (isFromDashboard ? t('bankroll.fromDashboard') : t('bankroll.hint'));
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      data-testid="alert-bankroll"
      className="grid min-w-0 content-start gap-3"
    >
      <label htmlFor={id} className="inline-flex items-center gap-2 font-medium text-ink text-sm">
        <Wallet aria-hidden="true" className="size-4 text-edge" />
        {t('bankroll.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('bankroll.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          className={cn(
            inputStyles,
            'h-9 min-w-0 flex-1 tabular sm:max-w-48',
            error ? 'border-danger/70 focus:ring-danger/30' : 'border-line-strong focus:border-edge/70',
          )}
          {...form.register('bankroll')}
        />
        <Button type="submit" size="sm" variant="secondary" disabled={isUnchanged || isSaving}>
          {isSaving ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {t('bankroll.save')}
        </Button>
      </div>
      <p id={`${id}-hint`} className={cn('text-xs', error ? 'text-danger' : 'text-ink-subtle')}>
        {hint}
      </p>
    </form>
  );
}
