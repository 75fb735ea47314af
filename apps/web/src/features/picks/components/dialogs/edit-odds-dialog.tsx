import type { AdminPick } from '@arcade/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogActions, SaveCancelActions } from '@/components/ui/dialog-shell';
import { TextField } from '@/components/ui/text-field';
import { TierBadge } from '@/components/ui/tier-badge';
import { formatAmericanOdds, formatDecimal } from '@/lib/format';
import { americanText, parseAmericanOdds } from '@/lib/odds-input';
import { useUpdatePickOdds } from '../../api/update-pick-odds';
import { EdgeValue } from '../pick-cells';
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

/**
 * American odds in, decimal computed read-only (product §2, §5); both are sent. Once saved, the
 * dialog shows what the server recomputed from the pick's probability: edge, stake and tier.
 */
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
    await saveWithToasts(
      () => mutation.mutateAsync({ id: pick.id, odds: parsed.decimal, oddsAmerican: parsed.american }),
      t('oddsDialog.current', {
        decimal: formatDecimal(parsed.decimal),
        american: formatAmericanOdds(parsed.american),
      }),
    );
  };

  if (mutation.isSuccess) return <RecomputedPick before={pick} after={mutation.data.pick} onDone={onDone} />;

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

/** The pick as the server left it after the new odds, beside what it was. */
function RecomputedPick({
  before,
  after,
  onDone,
}: {
  before: AdminPick;
  after: AdminPick;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const rows = [
    {
      key: 'edge',
      label: t('columns.edge'),
      from: <EdgeValue edge={before.edge} />,
      to: <EdgeValue edge={after.edge} />,
    },
    {
      key: 'stake',
      label: t('columns.stake'),
      from: formatDecimal(before.stake),
      to: formatDecimal(after.stake),
    },
    {
      key: 'tier',
      label: t('columns.tier'),
      from: <TierBadge tier={before.tier} />,
      to: <TierBadge tier={after.tier} />,
    },
  ];
  return (
    <div data-testid="odds-recomputed" role="status" className="grid gap-4">
      <div>
        <p className="font-semibold text-ink">
          {t('oddsDialog.current', {
            decimal: formatDecimal(after.odds),
            american: formatAmericanOdds(after.oddsAmerican),
          })}
        </p>
        <p className="mt-1 text-ink-muted text-sm">{t('oddsDialog.recomputed')}</p>
      </div>
      <dl className="grid gap-2 rounded-xl border border-line bg-surface-raised/40 p-4 text-sm">
        {rows.map(({ key, label, from, to }) => (
          <div
            key={key}
            data-testid={`odds-recomputed-${key}`}
            className="flex items-center justify-between gap-4"
          >
            <dt className="text-ink-muted">{label}</dt>
            <dd className="tabular flex items-center gap-2">
              <span className="text-ink-subtle">{from}</span>
              <span aria-hidden="true" className="text-ink-subtle">
                →
              </span>
              <span className="sr-only">{t('oddsDialog.becomes')}</span>
              <span className="font-semibold text-ink">{to}</span>
            </dd>
          </div>
        ))}
      </dl>
      <DialogActions>
        <Button onClick={onDone}>{t('oddsDialog.done')}</Button>
      </DialogActions>
    </div>
  );
}
