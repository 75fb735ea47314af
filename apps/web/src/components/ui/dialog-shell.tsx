import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { SubmitButton } from './submit-button';

type DialogShellProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A line under the title, e.g. the match the dialog edits. */
  description?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
};

/** The admin dialogs' frame: overlay, card, title, close button; a sheet from the bottom on phones. */
export function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'sm',
  testId,
}: DialogShellProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          data-testid={testId}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl border border-line-strong bg-surface shadow-2xl shadow-black/60 outline-none',
            'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
            { sm: 'sm:max-w-md', md: 'sm:max-w-lg', lg: 'sm:max-w-3xl' }[size],
          )}
        >
          <div className="flex items-start justify-between gap-4 border-line border-b px-5 py-4 sm:px-6">
            <div className="min-w-0">
              <Dialog.Title className="font-semibold text-ink text-lg">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-ink-muted text-sm">{description}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            <Dialog.Close
              aria-label={t('dialog.close')}
              className="-mr-1 rounded-lg p-1.5 text-ink-subtle transition-colors hover:bg-surface-raised hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Buttons at the foot of a dialog form: full width on phones, right-aligned from sm. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

/** Cancel and Save at the foot of an edit form; Save submits it and spins while the change is sent. */
export function SaveCancelActions({ isPending, onCancel }: { isPending: boolean; onCancel: () => void }) {
  const { t } = useTranslation('common');
  return (
    <DialogActions>
      <Button variant="secondary" onClick={onCancel}>
        {t('dialog.cancel')}
      </Button>
      <SubmitButton isPending={isPending} pendingLabel={t('dialog.saving')}>
        {t('dialog.save')}
      </SubmitButton>
    </DialogActions>
  );
}
