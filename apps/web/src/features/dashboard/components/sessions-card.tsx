import type { Session } from '@arcade/contracts';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { InlineError } from '@/components/ui/inline-error';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/use-toast';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { useDeviceLabel } from '../hooks/use-device-label';
import { SessionRow } from './session-row';

/** What the dialog asks to confirm: one session, or every session but this one. */
type Pending = { kind: 'one'; session: Session } | { kind: 'others'; count: number };

function SessionsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      {[0, 1].map((row) => (
        <div key={row} className="h-14 animate-pulse rounded-xl bg-surface-raised/70" />
      ))}
    </div>
  );
}

/**
 * "Sesiones": where the account is signed in (device, when each session began and was last used,
 * this device marked), with signing out one other session or all of them, each after a confirmation.
 */
export function SessionsCard() {
  const { t } = useTranslation('dashboard');
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [pending, setPending] = useState<Pending | null>(null);
  const deviceLabel = useDeviceLabel();
  const isBusy = endOne.isPending || endOthers.isPending;
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current).length;
  // The time the list was read (rows show only once it is), so "last used" holds still across renders.
  const now = sessions.dataUpdatedAt;

  const onError = (error: unknown) =>
    toast({ variant: 'destructive', title: t('sessions.error'), description: getErrorMessage(error) });
  const onConfirm = () => {
    if (!pending) return;
    const close = () => setPending(null);
    if (pending.kind === 'one') {
      endOne.mutate(pending.session.id, {
        onSuccess: () => toast({ title: t('sessions.toasts.one') }),
        onError,
        onSettled: close,
      });
    } else {
      endOthers.mutate(undefined, {
        onSuccess: ({ ended }) => toast({ title: t('sessions.toasts.others', { count: ended }) }),
        onError,
        onSettled: close,
      });
    }
  };

  return (
    <section
      aria-labelledby="sessions-card-title"
      data-testid="sessions-card"
      className="grid gap-5 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl border border-edge/30 bg-edge/10 text-edge">
            <MonitorSmartphone aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id="sessions-card-title" className="font-semibold text-ink text-lg">
              {t('sessions.title')}
            </h2>
            <p className="mt-0.5 text-ink-muted text-sm">{t('sessions.subtitle')}</p>
          </div>
        </div>
        {others > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            disabled={isBusy}
            onClick={() => setPending({ kind: 'others', count: others })}
          >
            <LogOut aria-hidden="true" />
            {t('sessions.signOutOthers')}
          </Button>
        ) : null}
      </div>
      {sessions.isPending ? (
        <SessionsSkeleton label={t('sessions.loading')} />
      ) : sessions.isError ? (
        <InlineError message={t('sessions.loadError')} onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          <ul className="divide-y divide-line/70">
            {list.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                now={now}
                isSigningOut={isBusy}
                onSignOut={(chosen) => setPending({ kind: 'one', session: chosen })}
              />
            ))}
          </ul>
          {others === 0 ? <p className="text-ink-subtle text-sm">{t('sessions.onlyThis')}</p> : null}
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open && !isBusy) setPending(null);
        }}
        title={
          pending?.kind === 'others' ? t('sessions.confirmOthers.title') : t('sessions.confirmOne.title')
        }
        description={
          pending?.kind === 'others'
            ? t('sessions.confirmOthers.description', { count: pending.count })
            : pending
              ? t('sessions.confirmOne.description', { device: deviceLabel(pending.session.device) })
              : ''
        }
        confirmLabel={
          pending?.kind === 'others' ? t('sessions.confirmOthers.confirm') : t('sessions.confirmOne.confirm')
        }
        onConfirm={onConfirm}
        isPending={isBusy}
      />
    </section>
  );
}
