import { CircleHelp, LoaderCircle, TriangleAlert } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { buttonStyles } from './button';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  isPending?: boolean;
  /**
   * For the gravest actions (deleting a published pick): a box the admin must tick, saying this
   * text, before the confirm button works.
   */
  acknowledgement?: string;
  /** `danger` (the default) for what destroys; `default` for a weighty but ordinary act (a result). */
  tone?: 'danger' | 'default';
  testId?: string;
  /** More the admin fills in before confirming (e.g. a result's source), under the description. */
  children?: ReactNode;
  /** False while `children` still miss something: the confirm button waits. */
  isConfirmable?: boolean;
};

/** The confirmations (delete selected, delete all, delete one): destructive, cancel focused. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  isPending = false,
  acknowledgement,
  tone = 'danger',
  testId = 'confirm-dialog',
  children,
  isConfirmable = true,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <AlertDialog.Content
          data-testid={testId}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line-strong bg-surface p-6 shadow-2xl shadow-black/60"
        >
          <ConfirmBody
            title={title}
            description={description}
            confirmLabel={confirmLabel}
            onConfirm={onConfirm}
            isPending={isPending}
            acknowledgement={acknowledgement}
            tone={tone}
            isConfirmable={isConfirmable}
          >
            {children}
          </ConfirmBody>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

type ConfirmBodyProps = Omit<ConfirmDialogProps, 'open' | 'onOpenChange' | 'testId'>;

// Mounted only while the dialog is open, so the acknowledgement starts unticked every time.
function ConfirmBody({
  title,
  description,
  confirmLabel,
  onConfirm,
  isPending = false,
  acknowledgement,
  tone = 'danger',
  children,
  isConfirmable = true,
}: ConfirmBodyProps) {
  const { t } = useTranslation('common');
  const [isAcknowledged, setAcknowledged] = useState(false);
  const isReady = (acknowledgement === undefined || isAcknowledged) && isConfirmable;
  const isDanger = tone === 'danger';
  const Icon = isDanger ? TriangleAlert : CircleHelp;
  return (
    <>
      <div className="flex gap-4">
        <span
          className={cn(
            'inline-flex size-10 shrink-0 items-center justify-center rounded-full ring-1',
            isDanger ? 'bg-danger/10 text-danger ring-danger/30' : 'bg-edge/10 text-edge ring-edge/30',
          )}
        >
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <AlertDialog.Title className="font-semibold text-ink text-lg">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-1.5 text-ink-muted text-sm leading-relaxed">
            {description}
          </AlertDialog.Description>
        </div>
      </div>
      {children ? <div className="mt-5">{children}</div> : null}
      {acknowledgement ? (
        <label className="mt-5 flex items-start gap-2.5 rounded-lg border border-danger/30 bg-danger/5 p-3 text-ink text-sm">
          <input
            type="checkbox"
            data-testid="confirm-dialog-acknowledge"
            className="mt-0.5 size-4 shrink-0 cursor-pointer accent-[var(--color-danger)]"
            checked={isAcknowledged}
            onChange={(event) => setAcknowledged(event.target.checked)}
          />
          {acknowledgement}
        </label>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <AlertDialog.Cancel className={buttonStyles({ variant: 'secondary' })}>
          {t('dialog.cancel')}
        </AlertDialog.Cancel>
        <button
          type="button"
          data-testid="confirm-dialog-confirm"
          disabled={isPending || !isReady}
          onClick={onConfirm}
          className={cn(
            buttonStyles(),
            isDanger && 'bg-danger text-[#2a0710] shadow-none hover:bg-[#fda4af]',
          )}
        >
          {isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {confirmLabel}
        </button>
      </div>
    </>
  );
}
