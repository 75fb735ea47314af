import { FreePickRefusalSchema, type LockedPick } from '@arcade/contracts';
import { Gift, LoaderCircle } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/use-toast';
import { useMatchLabel } from '@/lib/use-match-label';
import { useUnlockFreePick } from '../api/unlock-free-pick';

/** The server's reason for a refused claim, translated; any other failure as the app reports it. */
function useRefusalText() {
  const { t } = useTranslation('dashboard');
  return (error: unknown) => {
    const reason = error instanceof ApiError ? FreePickRefusalSchema.safeParse(error.reason) : null;
    return reason?.success ? t(`freePick.refusals.${reason.data}`) : getErrorMessage(error);
  };
}

/** Asks before spending the account's one free pick on `pick`, then claims it (product.md §2). */
export function FreePickDialog({ pick, onClose }: { pick: LockedPick | null; onClose: () => void }) {
  const { t } = useTranslation(['dashboard', 'adminRecords']);
  const matchLabel = useMatchLabel();
  const refusalText = useRefusalText();
  const unlock = useUnlockFreePick();

  const onConfirm = () => {
    if (!pick) return;
    unlock.mutate(pick.id, {
      onSuccess: () => {
        toast({ title: t('freePick.success'), description: t('freePick.successText') });
        onClose();
      },
      onError: (error) => {
        toast({ variant: 'destructive', title: t('freePick.errorTitle'), description: refusalText(error) });
        onClose();
      },
    });
  };

  return (
    <AlertDialog.Root open={pick !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <AlertDialog.Content
          data-testid="free-pick-dialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line-strong bg-surface p-6 shadow-2xl shadow-black/60"
        >
          <div className="flex gap-4">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-premium/10 text-premium ring-1 ring-premium/30">
              <Gift aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <AlertDialog.Title className="font-semibold text-ink text-lg">
                {t('freePick.title')}
              </AlertDialog.Title>
              <AlertDialog.Description className="mt-1.5 text-ink-muted text-sm leading-relaxed">
                {pick
                  ? t('freePick.description', {
                      tier: t(`adminRecords:tiers.${pick.tier}`),
                      match: matchLabel(pick),
                    })
                  : null}
              </AlertDialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonStyles({ variant: 'secondary' })}>
              {t('freePick.cancel')}
            </AlertDialog.Cancel>
            <button
              type="button"
              data-testid="free-pick-confirm"
              disabled={unlock.isPending}
              onClick={onConfirm}
              className={buttonStyles({ variant: 'premium' })}
            >
              {unlock.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {t('freePick.confirm')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
