import { cn } from '@/lib/cn';

/**
 * "—" in place of a figure that has nothing to be computed from (no graded pick, nothing staked),
 * since a 0 would report a record that does not exist; `label` says why, to screen readers and on
 * hover.
 */
export function NoFigure({ label, className }: { label: string; className?: string }) {
  return (
    <span data-figure="none" title={label} className={cn('text-ink-subtle', className)}>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
