import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A card around a table; it scrolls sideways rather than squeezing columns when space runs short. */
export function TableFrame({
  caption,
  children,
  testId,
}: {
  caption: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-surface/60">
      {/* Relative: the table's visually hidden texts (absolute) stay in the scroller, not widening the page. */}
      <div className="relative overflow-x-auto overscroll-x-contain">
        <table data-testid={testId} className="w-full min-w-[60rem] border-collapse text-left">
          <caption className="sr-only">{caption}</caption>
          {children}
        </table>
      </div>
    </div>
  );
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'whitespace-nowrap border-line border-b bg-surface-raised/60 px-3 py-2.5 font-semibold text-[0.7rem] text-ink-subtle uppercase tracking-wider first:pl-4 last:pr-4',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-3 align-middle first:pl-4 last:pr-4', className)} {...props} />;
}

export function Tr({ className, isSelected, ...props }: ComponentProps<'tr'> & { isSelected?: boolean }) {
  return (
    <tr
      data-state={isSelected ? 'selected' : undefined}
      className={cn(
        'border-line/70 border-b transition-colors last:border-b-0 hover:bg-surface-raised/40',
        isSelected && 'bg-edge/5 hover:bg-edge/10',
        className,
      )}
      {...props}
    />
  );
}

/** A message in place of an empty list. */
export function EmptyState({
  icon,
  title,
  hint,
  testId,
}: {
  icon: ReactNode;
  title: string;
  hint?: string;
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      className="flex flex-col items-center justify-center gap-3 rounded-2xl border border-line border-dashed bg-surface/40 px-6 py-16 text-center"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-surface-raised text-ink-subtle ring-1 ring-line-strong">
        {icon}
      </span>
      <p className="font-semibold text-ink">{title}</p>
      {hint ? <p className="max-w-sm text-ink-muted text-sm">{hint}</p> : null}
    </div>
  );
}

/** Placeholder rows while the list loads. */
export function TableSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="grid gap-2 rounded-2xl border border-line bg-surface/60 p-4"
    >
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="h-10 animate-pulse rounded-lg bg-surface-raised/70" />
      ))}
    </div>
  );
}
