import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
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
};

/** The confirmations of product §5 (delete selected, delete all, delete one): destructive, cancel focused. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  isPending = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <AlertDialog.Content
          data-testid="confirm-dialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line-strong bg-surface p-6 shadow-2xl shadow-black/60"
        >
          <div className="flex gap-4">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-danger/10 text-danger ring-1 ring-danger/30">
              <TriangleAlert aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <AlertDialog.Title className="font-semibold text-ink text-lg">{title}</AlertDialog.Title>
              <AlertDialog.Description className="mt-1.5 text-ink-muted text-sm leading-relaxed">
                {description}
              </AlertDialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonStyles({ variant: 'secondary' })}>
              {t('dialog.cancel')}
            </AlertDialog.Cancel>
            <button
              type="button"
              data-testid="confirm-dialog-confirm"
              disabled={isPending}
              onClick={onConfirm}
              className={cn(buttonStyles(), 'bg-danger text-[#2a0710] shadow-none hover:bg-[#fda4af]')}
            >
              {isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
