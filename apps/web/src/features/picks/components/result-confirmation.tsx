import type { AdminPick, PickResult } from '@arcade/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMatchLabel } from '@/lib/use-match-label';

type Pending = { pick: AdminPick; result: PickResult } | null;

/**
 * A result is part of the public record: every result button asks first. `ask` opens the dialog;
 * confirming runs `mark` (which reports its own success or error) and closes it.
 */
export function useResultConfirmation(mark: (pick: AdminPick, result: PickResult) => Promise<unknown>): {
  ask: (pick: AdminPick, result: PickResult) => Promise<void>;
  dialog: ReactNode;
} {
  const { t } = useTranslation('admin');
  const matchLabel = useMatchLabel();
  const [pending, setPending] = useState<Pending>(null);
  const [isSaving, setSaving] = useState(false);

  const onConfirm = async () => {
    if (!pending) return;
    setSaving(true);
    try {
      await mark(pending.pick, pending.result);
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
    />
  );
  return {
    ask: async (pick, result) => {
      setPending({ pick, result });
    },
    dialog,
  };
}
