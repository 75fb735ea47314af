import { Wallet } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputStyles } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';

/** The bankroll the suggested stakes are sized for; kept in this browser only. */
export function BankrollField({
  text,
  isValid,
  onChange,
}: {
  text: string;
  isValid: boolean;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-line bg-surface/60 p-3 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex items-center gap-3">
        <label htmlFor={id} className="inline-flex shrink-0 items-center gap-2 font-medium text-ink text-sm">
          <Wallet aria-hidden="true" className="size-4 text-edge" />
          {t('picks.bankroll.label')}
        </label>
        <input
          id={id}
          data-testid="bankroll-input"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={isValid ? undefined : true}
          aria-describedby={`${id}-hint`}
          className={cn(
            inputStyles,
            'h-10 w-36 tabular',
            isValid ? 'border-line-strong focus:border-edge/70' : 'border-danger/70 focus:ring-danger/30',
          )}
        />
      </div>
      <p id={`${id}-hint`} className={cn('text-xs', isValid ? 'text-ink-subtle' : 'text-danger')}>
        {isValid ? t('picks.bankroll.hint') : t('picks.bankroll.invalid')}
      </p>
    </div>
  );
}
