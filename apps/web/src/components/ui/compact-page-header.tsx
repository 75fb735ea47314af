import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Container } from './container';

/** A working page's header (tools rather than a hero): icon, title and one line of purpose. */
export function CompactPageHeader({
  icon: Icon,
  title,
  subtitle,
  className,
}: {
  icon: LucideIcon;
  title: string;
  subtitle: string;
  /** Extra classes for its container (which keeps the site's one content width). */
  className?: string;
}) {
  return (
    <div className="border-line border-b bg-surface/40">
      <title>{`${title} · Arcade ValueBets`}</title>
      <Container className={cn('flex items-start gap-4 py-6 sm:py-8', className)}>
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-edge/30 bg-edge/10 text-edge">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h1 className="font-bold text-2xl text-ink tracking-tight sm:text-3xl">{title}</h1>
          <p className="mt-1 max-w-3xl text-ink-muted text-sm sm:text-base">{subtitle}</p>
        </div>
      </Container>
    </div>
  );
}
