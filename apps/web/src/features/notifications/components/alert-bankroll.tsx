import type { AlertPreferencesBody } from '@arcade/contracts';
import { LoaderCircle, Wallet } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputStyles } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { readBankroll } from '../hooks/bankroll-text';

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
  const id = useId();
  const [prefill] = useState(() => initialText(saved, browserBankroll));
  const [text, setText] = useState(prefill);
  const read = readBankroll(text);
  const isValid = read.ok;
  const isChanged = read.ok && read.value !== saved;
  const isFromDashboard = saved === null && prefill !== '' && text === prefill;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (read.ok && isChanged) onSave({ bankroll: read.value });
  };
  const hint = !isValid
    ? t('bankroll.invalid')
    : isFromDashboard
      ? t('bankroll.fromDashboard')
      : t('bankroll.hint');
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
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={isValid ? undefined : true}
          aria-describedby={`${id}-hint`}
          className={cn(
            inputStyles,
            'h-9 min-w-0 flex-1 tabular sm:max-w-48',
            isValid ? 'border-line-strong focus:border-edge/70' : 'border-danger/70 focus:ring-danger/30',
          )}
        />
        <Button type="submit" size="sm" variant="secondary" disabled={!isChanged || isSaving}>
          {isSaving ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {t('bankroll.save')}
        </Button>
      </div>
      <p id={`${id}-hint`} className={cn('text-xs', isValid ? 'text-ink-subtle' : 'text-danger')}>
        {hint}
      </p>
    </form>
  );
}
