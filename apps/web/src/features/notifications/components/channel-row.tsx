import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Where a channel stands for this person, as its badge says it. */
export type ChannelStatus = 'on' | 'paused' | 'off' | 'notConnected' | 'unavailable';

const STATUS_STYLES: Record<ChannelStatus, string> = {
  on: 'border-edge/40 bg-edge/10 text-edge',
  paused: 'border-premium/40 bg-premium/10 text-premium',
  off: 'border-line-strong bg-surface-raised text-ink-muted',
  notConnected: 'border-line-strong bg-surface-raised text-ink-muted',
  unavailable: 'border-line bg-surface text-ink-subtle',
};

function StatusBadge({ status }: { status: ChannelStatus }) {
  const { t } = useTranslation('notifications');
  return (
    <span
      data-testid="channel-status"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 font-medium text-[0.7rem]',
        STATUS_STYLES[status],
      )}
    >
      {status === 'on' ? <span aria-hidden="true" className="size-1.5 rounded-full bg-edge" /> : null}
      {t(`status.${status}`)}
    </span>
  );
}

/**
 * One channel of the panel: its icon, name and status badge, its switch on the right when the
 * channel can be paused, then what it says and what can be done.
 */
export function ChannelRow({
  icon: Icon,
  title,
  status,
  toggle,
  children,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  status: ChannelStatus;
  /** The channel's switch (only once it is connected). */
  toggle?: ReactNode;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <li
      data-testid={testId}
      className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 py-4 first:pt-0 last:pb-0 sm:gap-x-4"
    >
      <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-line bg-surface-raised text-ink-muted">
        <Icon aria-hidden="true" className="size-4.5" />
      </span>
      <div className="flex min-h-9 min-w-0 items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2.5 gap-y-1">
          <h3 className="font-semibold text-ink">{title}</h3>
          <StatusBadge status={status} />
        </div>
        {toggle}
      </div>
      {/* On a phone the text and actions take the row's whole width, under the icon too. */}
      {children ? (
        <div className="col-span-2 grid min-w-0 gap-2 sm:col-span-1 sm:col-start-2">{children}</div>
      ) : null}
    </li>
  );
}
