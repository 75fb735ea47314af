import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One part of "Mi cuenta": an icon, a title, what it is for, and its form. */
export function AccountCard({
  icon: Icon,
  title,
  description,
  testId,
  id,
  className,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  testId: string;
  /** An anchor other pages link to (`/account#<id>`). */
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const titleId = `${testId}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      data-testid={testId}
      className={cn(
        'grid scroll-mt-20 content-start gap-5 rounded-2xl border border-line bg-surface p-4 sm:p-5',
        className,
      )}
    >
      <div className="flex min-w-0 items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl border border-edge/30 bg-edge/10 text-edge">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold text-ink text-lg">
            {title}
          </h2>
          <p className="mt-0.5 text-ink-muted text-sm">{description}</p>
        </div>
      </div>
      {children}
    </section>
  );
}
