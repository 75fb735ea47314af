import { type AdminPick, type PickResult, RESULT_SOURCE_MIN } from '@arcade/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { useMatchLabel } from '@/lib/use-match-label';

type Pending = { pick: AdminPick; result: PickResult } | null;

/**
 * A result is part of the public record: every result button asks first. `ask` opens the dialog;
 * confirming runs `mark` (which reports its own success or error) and closes it. A pick off the feed
 * has no score the sync reads: the dialog asks where it can be checked (a link or a named source),
 * which the record shows beside the result.
 */
export function useResultConfirmation(
  mark: (pick: AdminPick, result: PickResult, source?: string) => Promise<unknown>,
): {
  ask: (pick: AdminPick, result: PickResult) => Promise<void>;
  dialog: ReactNode;
} {
  const { t } = useTranslation('admin');
  const matchLabel = useMatchLabel();
  const [pending, setPending] = useState<Pending>(null);
  const [isSaving, setSaving] = useState(false);
  const [source, setSource] = useState('');
  const needsSource = pending?.pick.offFeed === true && pending.pick.resultSource === null;
  const trimmed = source.trim();

  const onConfirm = async () => {
    if (!pending) return;
    setSaving(true);
    try {
      await mark(pending.pick, pending.result, needsSource ? trimmed : undefined);
    } finally {
      setSaving(false);
      setPending(null);
    }
  };

  const result = pending ? t(`results.${pending.result}`) : '';
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
      tone="default"
      testId="confirm-result-dialog"
      title={t('resultConfirm.title', { result })}
      description={pending ? t('resultConfirm.text', { match: matchLabel(pending.pick), result }) : ''}
      confirmLabel={t('resultConfirm.confirm', { result })}
      onConfirm={() => void onConfirm()}
      isPending={isSaving}
      isConfirmable={!needsSource || trimmed.length >= RESULT_SOURCE_MIN}
    >
      {needsSource ? (
        <div className="grid gap-1.5">
          <TextField
            label={t('resultConfirm.source')}
            placeholder={t('resultConfirm.sourcePlaceholder')}
            value={source}
            maxLength={300}
            autoComplete="off"
            data-testid="result-source"
            onChange={(event) => setSource(event.target.value)}
          />
          <p className="text-ink-subtle text-xs">{t('resultConfirm.sourceHint')}</p>
        </div>
      ) : null}
    </ConfirmDialog>
  );
  return {
    ask: async (pick, result) => {
      setSource('');
      setPending({ pick, result });
    },
    dialog,
  };
}
