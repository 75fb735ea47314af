import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type SectionCardProps = {
  title: string;
  subtitle?: string;
  /** Beside the title on wide screens, under it on narrow ones (filters, counts). */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Used as the section's accessible name target. */
  titleId?: string;
};

/** A titled panel of the admin records tabs. */
export function SectionCard({ title, subtitle, aside, children, className, titleId }: SectionCardProps) {
  return (
    <section
      aria-labelledby={titleId}
      className={cn('min-w-0 rounded-2xl border border-line bg-surface p-4 sm:p-6', className)}
    >
      <header className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-ink text-lg">
            {title}
          </h3>
          {subtitle ? <p className="mt-1 text-ink-muted text-sm">{subtitle}</p> : null}
        </div>
        {aside}
      </header>
      {children}
    </section>
  );
}
