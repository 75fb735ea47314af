import type { PickResult } from '@arcade/contracts';
import { cn } from '@/lib/cn';

const RESULT_STYLES: Record<PickResult, string> = {
  win: 'bg-edge/10 text-edge ring-edge/30',
  loss: 'bg-danger/10 text-danger ring-danger/30',
  push: 'bg-slate-400/10 text-ink-muted ring-slate-400/30',
};

/** A graded pick's result as a pill, a loss as plain to see as a win; the caller gives the translated label. */
export function ResultPill({ result, label }: { result: PickResult; label: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset',
        RESULT_STYLES[result],
      )}
    >
      {label}
    </span>
  );
}
