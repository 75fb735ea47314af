import type { AdminPick, PickStatus } from '@arcade/contracts';
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { MatchLabel } from '@/components/ui/match-label';
import { cn } from '@/lib/cn';
import { formatShortDate } from '@/lib/format';

/** Native checkboxes in the brand colour. */
export const CHECKBOX_CLASS = 'size-4 shrink-0 cursor-pointer rounded accent-[var(--color-edge)]';

const STATUS_STYLES: Record<PickStatus, string> = {
  pending: 'bg-premium/10 text-premium ring-premium/30',
  approved: 'bg-sky-400/10 text-sky-300 ring-sky-400/30',
  published: 'bg-edge/10 text-edge ring-edge/30',
};

export function StatusBadge({ status }: { status: PickStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset',
        STATUS_STYLES[status],
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {t(`status.${status}`)}
    </span>
  );
}

/** The pick's date (its timestamp, the value Editar fecha changes), 'dd MMM HH:mm' in the active locale. */
export function DateCell({ pick }: { pick: AdminPick }) {
  // Subscribing re-renders the cell in the new locale when the language changes.
  useTranslation('admin');
  return (
    <time dateTime={pick.timestamp} className="tabular whitespace-nowrap text-ink-muted text-sm">
      {formatShortDate(pick.timestamp)}
    </time>
  );
}

/** The match in the app's one order, with the league and the start (kick-off in soccer) under it. */
export function MatchCell({ pick }: { pick: AdminPick }) {
  const { t } = useTranslation('admin');
  const startKey = pick.sport === 'soccer' ? 'table.start.soccer' : 'table.start.other';
  const details = [
    pick.league,
    pick.eventStartTime ? t(startKey, { date: formatShortDate(pick.eventStartTime) }) : null,
  ].filter(Boolean);
  return (
    <div className="min-w-40 max-w-64">
      <p className="font-medium text-ink text-sm">
        <MatchLabel match={pick} />
      </p>
      {details.length > 0 ? <p className="text-ink-subtle text-xs">{details.join(' · ')}</p> : null}
    </div>
  );
}

/** The line a punter reads ("Real Madrid ML"); manual picks may only have a selection. */
export function pickLine(pick: AdminPick): string {
  return pick.displayLine ?? pick.selection;
}

export function PickLineCell({ pick }: { pick: AdminPick }) {
  return <span className="whitespace-nowrap font-semibold text-ink text-sm">{pickLine(pick)}</span>;
}

type IconActionProps = Omit<ComponentProps<'button'>, 'children'> & {
  icon: LucideIcon;
  label: string;
  tone?: 'default' | 'edge' | 'danger' | 'premium';
};

const TONES = {
  default: 'text-ink-muted hover:bg-surface-raised hover:text-ink',
  edge: 'text-edge hover:bg-edge/10',
  danger: 'text-danger hover:bg-danger/10',
  premium: 'text-premium hover:bg-premium/10',
} as const;

/** A row action: an icon with its name as the accessible label and tooltip. */
export function IconAction({ icon: Icon, label, tone = 'default', className, ...props }: IconActionProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-lg transition-colors disabled:pointer-events-none disabled:opacity-40',
        TONES[tone],
        className,
      )}
      {...props}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}
