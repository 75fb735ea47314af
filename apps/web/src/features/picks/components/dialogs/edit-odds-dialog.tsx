import type { AdminPick } from '@arcade/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveCancelActions } from '@/components/ui/dialog-shell';
import { TextField } from '@/components/ui/text-field';
import { formatAmericanOdds, formatDecimal } from '@/lib/format';
import { americanText, parseAmericanOdds } from '@/lib/odds-input';
import { useUpdatePickOdds } from '../../api/update-pick-odds';
import { PickEditDialog, useSaveWithToasts } from './pick-edit-dialog';

type Props = { pick: AdminPick | null; onOpenChange: (open: boolean) => void };

export function EditOddsDialog({ pick, onOpenChange }: Props) {
  const { t } = useTranslation('admin');
  return (
    <PickEditDialog
      pick={pick}
      onOpenChange={onOpenChange}
      title={t('oddsDialog.title')}
      testId="edit-odds-dialog"
      detail={(current) => current.displayLine ?? current.selection}
    >
      {(current, onDone) => <OddsForm pick={current} onDone={onDone} />}
    </PickEditDialog>
  );
}

/** American odds in, decimal computed read-only (product §2, §5); both are sent. */
function OddsForm({ pick, onDone }: { pick: AdminPick; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(() => americanText(pick.oddsAmerican));
  const [hasTried, setHasTried] = useState(false);
  const mutation = useUpdatePickOdds();
  const saveWithToasts = useSaveWithToasts();
  const parsed = parseAmericanOdds(text);
  const error = hasTried && !parsed ? t('oddsDialog.invalid') : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setHasTried(true);
    if (!parsed) return;
    const saved = await saveWithToasts(
      () => mutation.mutateAsync({ id: pick.id, odds: parsed.decimal, oddsAmerican: parsed.american }),
      t('oddsDialog.current', {
        decimal: formatDecimal(parsed.decimal),
        american: formatAmericanOdds(parsed.american),
      }),
    );
    if (saved) onDone();
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <p className="text-ink-muted text-sm">
        {t('oddsDialog.current', {
          decimal: formatDecimal(pick.odds),
          american: formatAmericanOdds(pick.oddsAmerican),
        })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('oddsDialog.american')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('oddsDialog.americanHint')}
          autoComplete="off"
          spellCheck={false}
          error={error}
          className="tabular"
          data-testid="odds-american"
        />
        <TextField
          label={t('oddsDialog.decimal')}
          value={parsed ? formatDecimal(parsed.decimal) : '—'}
          readOnly
          aria-readonly="true"
          tabIndex={-1}
          data-testid="odds-decimal"
          className="tabular [&_input]:border-dashed [&_input]:text-edge"
        />
      </div>
      <p className="text-ink-subtle text-xs">{t('oddsDialog.decimalHint')}</p>
      <SaveCancelActions isPending={mutation.isPending} onCancel={onDone} />
    </form>
  );
}
