import type { LockedPick, UnlockedPick } from '@arcade/contracts';
import { FreePickRefusalParser } from '@arcade/contracts/account-parsers';
import { Gift, LoaderCircle, MailCheck } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { useMe } from '@/lib/session/get-me';
import { loginAddress } from '@/lib/session/login-return';
import { toast } from '@/lib/use-toast';
import { useMatchLabel } from '@/lib/use-match-label';
import { useUnlockFreePick } from '../api/unlock-free-pick';
import { LazyVerifyCodeForm } from './lazy-auth';

/** The server's reason for a refused claim, translated; any other failure as the app reports it. */
function useRefusalText() {
  const { t } = useTranslation('dashboard');
  return (error: unknown) => {
    const reason = error instanceof ApiError ? FreePickRefusalParser.safeParse(error.reason) : null;
    return reason?.success ? t(`freePick.refusals.${reason.data}`) : getErrorMessage(error);
  };
}

const isUnverified = (error: unknown) => error instanceof ApiError && error.reason === 'email_not_verified';
const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Asks before spending the account's one free pick on `pick`, then claims it. The
 * free pick needs a verified email: an account without one (as the session, read again on opening,
 * says, or as a refused claim says) gets the code form in place, and the claim goes on as soon as
 * the code is accepted. A session that ended meanwhile sends the person to the login, and from there
 * back to this page (the dashboard's address names the claim, so it opens again).
 */
export function FreePickDialog({
  pick,
  onClose,
  onClaimed,
}: {
  pick: LockedPick | null;
  onClose: () => void;
  /** After a successful claim, before the dialog closes (e.g. to re-run what the pick unlocks). */
  onClaimed?: (pick: UnlockedPick) => void;
}) {
  const { t } = useTranslation(['dashboard', 'picks', 'common']);
  const { data: user, refetch: refetchMe } = useMe();
  const matchLabel = useMatchLabel();
  const refusalText = useRefusalText();
  const unlock = useUnlockFreePick();
  const navigate = useNavigate();
  const location = useLocation();
  // Once shown, the code form stays until the dialog closes: verifying flips the session's user to
  // verified while the claim it triggers is still running.
  const [isVerifyStep, setIsVerifyStep] = useState(false);
  const mustVerify = isVerifyStep || user?.emailVerified === false;
  // The account as it is now: verified (or its free pick spent) in another tab or on another device.
  const pickId = pick?.id;
  useEffect(() => {
    if (pickId !== undefined) void refetchMe();
  }, [pickId, refetchMe]);

  const close = () => {
    setIsVerifyStep(false);
    onClose();
  };

  const claim = () => {
    if (!pick) return;
    unlock.mutate(pick.id, {
      onSuccess: (claimed) => {
        toast({ title: t('freePick.success'), description: t('freePick.successText') });
        onClaimed?.(claimed);
        close();
      },
      onError: (error) => {
        if (isUnverified(error)) {
          setIsVerifyStep(true);
          return;
        }
        if (isSignedOut(error)) {
          // The address as it is now: the dashboard's names the claim (see its useClaimInAddress).
          void navigate(loginAddress(`${location.pathname}${location.search}`), { replace: true });
          return;
        }
        toast({ variant: 'destructive', title: t('freePick.errorTitle'), description: refusalText(error) });
        close();
      },
    });
  };

  const values = pick
    ? { tier: t(`picks:tiers.${pick.tier}`), match: matchLabel(pick), email: user?.email ?? '' }
    : null;

  return (
    <AlertDialog.Root open={pick !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <AlertDialog.Content
          data-testid="free-pick-dialog"
          data-step={mustVerify ? 'verify' : 'confirm'}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line-strong bg-surface p-6 shadow-2xl shadow-black/60"
        >
          {mustVerify ? (
            <>
              <Heading
                icon={<MailCheck aria-hidden="true" className="size-5" />}
                title={t('freePick.verify.title')}
                text={values ? t('freePick.verify.text', values) : null}
              />
              {user ? (
                <Suspense
                  fallback={
                    <p role="status" className="mt-5 flex items-center gap-2 text-ink-muted text-sm">
                      <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-edge" />
                      {t('common:loading')}
                    </p>
                  }
                >
                  <LazyVerifyCodeForm
                    className="mt-5"
                    email={user.email}
                    submitLabel={t('freePick.verify.submit')}
                    pendingLabel={t('freePick.verify.pending')}
                    isBusy={unlock.isPending}
                    onVerified={() => {
                      setIsVerifyStep(true);
                      claim();
                    }}
                  />
                </Suspense>
              ) : null}
              <div className="mt-4 flex justify-end border-line border-t pt-4">
                <AlertDialog.Cancel className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
                  {t('freePick.cancel')}
                </AlertDialog.Cancel>
              </div>
            </>
          ) : (
            <>
              <Heading
                icon={<Gift aria-hidden="true" className="size-5" />}
                title={t('freePick.title')}
                text={values ? t('freePick.description', values) : null}
              />
              <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <AlertDialog.Cancel className={buttonStyles({ variant: 'secondary' })}>
                  {t('freePick.cancel')}
                </AlertDialog.Cancel>
                <button
                  type="button"
                  data-testid="free-pick-confirm"
                  disabled={unlock.isPending}
                  onClick={claim}
                  className={buttonStyles({ variant: 'premium' })}
                >
                  {unlock.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                  {t('freePick.confirm')}
                </button>
              </div>
            </>
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function Heading({ icon, title, text }: { icon: ReactNode; title: string; text: string | null }) {
  return (
    <div className="flex gap-4">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-premium/10 text-premium ring-1 ring-premium/30">
        {icon}
      </span>
      <div className="min-w-0">
        <AlertDialog.Title className="font-semibold text-ink text-lg">{title}</AlertDialog.Title>
        <AlertDialog.Description className="mt-1.5 text-ink-muted text-sm leading-relaxed">
          {text}
        </AlertDialog.Description>
      </div>
    </div>
  );
}
