import type { AdminPick } from '@arcade/contracts';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogShell } from '@/components/ui/dialog-shell';
import { getErrorMessage } from '@/lib/error-message';
import { useMatchLabel } from '@/lib/use-match-label';
import { toast } from '@/lib/use-toast';

type PickEditDialogProps = {
  pick: AdminPick | null;
  onOpenChange: (open: boolean) => void;
  title: string;
  testId: string;
  /** What follows the match under the title, e.g. the pick's line. */
  detail?: (pick: AdminPick) => string;
  /** The card's width on larger screens (`sm` unless a form needs more room). */
  size?: 'sm' | 'md';
  /** The form for the open pick; `onDone` closes the dialog. */
  children: (pick: AdminPick, onDone: () => void) => ReactNode;
};

/** The frame of the dialogs that edit one pick: open while a pick is given, its match under the title. */
export function PickEditDialog({
  pick,
  onOpenChange,
  title,
  testId,
  detail,
  size,
  children,
}: PickEditDialogProps) {
  const matchLabel = useMatchLabel();
  const description = pick ? [matchLabel(pick), detail?.(pick)].filter(Boolean).join(' · ') : undefined;
  return (
    <DialogShell
      open={pick !== null}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      testId={testId}
      {...(size ? { size } : {})}
    >
      {/* Keyed by pick, so the form starts afresh for each one. */}
      {pick ? <Fragment key={pick.id}>{children(pick, () => onOpenChange(false))}</Fragment> : null}
    </DialogShell>
  );
}

/**
 * Sends one change of a pick and says how it went: 'Pick updated' with `description`, or the error.
 * Answers whether it was saved.
 */
export function useSaveWithToasts() {
  const { t } = useTranslation('admin');
  return async (save: () => Promise<unknown>, description: string): Promise<boolean> => {
    try {
      await save();
    } catch (error) {
      toast({ variant: 'destructive', title: t('toasts.updateError'), description: getErrorMessage(error) });
      return false;
    }
    toast({ title: t('toasts.updatedTitle'), description });
    return true;
  };
}
