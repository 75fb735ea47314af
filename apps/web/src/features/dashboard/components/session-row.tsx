import type { Session } from '@arcade/contracts';
import { LogOut, Monitor, Smartphone, Tablet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useDisplayZone } from '@/lib/display-zone';
import { formatMediumDate, formatTimeAgo } from '@/lib/format';
import { useDeviceLabel } from '../hooks/use-device-label';

const PHONES = new Set(['iPhone', 'iPod', 'Android']);

function DeviceIcon({ os }: { os: string | null }) {
  const Icon = os === 'iPad' ? Tablet : os && PHONES.has(os) ? Smartphone : Monitor;
  return <Icon aria-hidden="true" className="size-5" />;
}

/** One session: its device, when it began and was last used, and a way to sign it out (not this one). */
export function SessionRow({
  session,
  now,
  onSignOut,
  isSigningOut,
}: {
  session: Session;
  now: number;
  onSignOut: (session: Session) => void;
  isSigningOut: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const zone = useDisplayZone();
  const deviceLabel = useDeviceLabel();
  const label = deviceLabel(session.device);
  // Last use is kept to the hour: within it, the session counts as in use now.
  const isRecent = now - new Date(session.lastSeenAt).getTime() < 3_600_000;
  const lastUsed = session.current
    ? t('sessions.activeNow')
    : isRecent
      ? t('sessions.lastUsedRecently')
      : t('sessions.lastUsed', { when: formatTimeAgo(session.lastSeenAt, now) });
  return (
    <li
      data-testid="session-row"
      data-current={session.current || undefined}
      className="flex items-center justify-between gap-3 py-3.5 first:pt-0 last:pb-0"
    >
      <div className="flex min-w-0 items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl border border-line-strong bg-surface-raised text-ink-muted">
          <DeviceIcon os={session.device.os} />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
            <span data-testid="session-device" className="truncate">
              {label}
            </span>
            {session.current ? (
              <span className="rounded-full border border-edge/40 bg-edge/10 px-2 py-0.5 font-semibold text-[11px] text-edge uppercase tracking-wide">
                {t('sessions.thisDevice')}
              </span>
            ) : null}
          </p>
          {/* One line on wide screens, one fact a line on phones. */}
          <p
            data-testid="session-times"
            className="mt-0.5 flex flex-col text-ink-muted text-sm sm:flex-row sm:flex-wrap sm:gap-x-1.5"
          >
            <span>
              {t('sessions.startedOn', { date: formatMediumDate(session.createdAt, undefined, zone) })}
            </span>{' '}
            <span aria-hidden="true" className="hidden text-ink-subtle sm:inline">
              ·
            </span>{' '}
            <span>{lastUsed}</span>
          </p>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          // An icon alone on phones: the row's text needs the width; the label names the device.
          className="size-9 shrink-0 px-0 sm:w-auto sm:px-3.5"
          disabled={isSigningOut}
          aria-label={t('sessions.signOutLabel', { device: label })}
          onClick={() => onSignOut(session)}
        >
          <LogOut aria-hidden="true" />
          <span className="hidden sm:inline">{t('sessions.signOut')}</span>
        </Button>
      )}
    </li>
  );
}
