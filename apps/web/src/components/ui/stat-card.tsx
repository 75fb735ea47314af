import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type StatTone = 'neutral' | 'good' | 'fair' | 'poor';

const TONES: Record<StatTone, string> = {
  neutral: 'text-ink',
  good: 'text-edge',
  fair: 'text-premium',
  poor: 'text-danger',
};

const ICON_TONES: Record<StatTone, string> = {
  neutral: 'border-line-strong bg-surface-raised text-ink-muted',
  good: 'border-edge/30 bg-edge/10 text-edge',
  fair: 'border-premium/30 bg-premium/10 text-premium',
  poor: 'border-danger/30 bg-danger/10 text-danger',
};

type StatCardProps = {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: LucideIcon;
  tone?: StatTone;
  testId?: string;
  className?: string;
};

/** One figure with its label and a short explanation. */
export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
  tone = 'neutral',
  testId,
  className,
}: StatCardProps) {
  return (
    <div
      data-testid={testId}
      className={cn('flex min-w-0 flex-col rounded-2xl border border-line bg-surface p-4 sm:p-5', className)}
    >
      <div className="flex min-h-10 items-center justify-between gap-3">
        <p className="font-medium text-ink-muted text-sm">{label}</p>
        {/* Two cards a row on phones leave the label no room beside the icon ("Récord (G-P-N)" broke at a hyphen): the icon shows from sm up. */}
        <span
          aria-hidden="true"
          className={cn(
            'hidden size-9 shrink-0 items-center justify-center rounded-lg border sm:inline-flex',
            ICON_TONES[tone],
          )}
        >
          <Icon className="size-4.5" />
        </span>
      </div>
      <p
        data-testid={testId ? `${testId}-value` : undefined}
        className={cn('mt-3 truncate font-bold text-3xl tracking-tight tabular', TONES[tone])}
      >
        {value}
      </p>
      {hint ? <p className="mt-1.5 text-ink-subtle text-xs leading-relaxed">{hint}</p> : null}
    </div>
  );
}
