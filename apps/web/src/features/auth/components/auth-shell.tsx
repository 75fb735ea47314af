import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';

type AuthShellProps = {
  icon: LucideIcon;
  title: string;
  subtitle: string;
  /** Beside the card on wide screens (promo, highlights); without it the page is one centred column. */
  aside?: ReactNode;
  children: ReactNode;
};

/** The frame of the account pages: heading, an optional side column and the form card. */
export function AuthShell({ icon: Icon, title, subtitle, aside, children }: AuthShellProps) {
  const hasAside = aside !== undefined;
  return (
    <section className="relative flex-1 overflow-hidden">
      <title>{`${title} · Arcade ValueBets`}</title>
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="bg-grid absolute inset-0 opacity-40 [mask-image:linear-gradient(to_bottom,black,transparent_70%)]" />
        <div className="absolute -top-40 left-1/2 h-80 w-[48rem] -translate-x-1/2 rounded-full bg-edge/10 blur-3xl" />
      </div>
      <Container
        className={cn(
          'relative grid gap-10 py-10 sm:py-16',
          hasAside
            ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-start lg:gap-16 lg:py-20'
            : 'max-w-lg',
        )}
      >
        <div className={cn(!hasAside && 'text-center')}>
          <span className="mb-5 inline-flex size-12 items-center justify-center rounded-xl border border-edge/30 bg-edge/10 text-edge">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h1
            className={cn(
              'text-balance font-bold text-3xl text-ink tracking-tight sm:text-4xl',
              hasAside && 'lg:text-5xl',
            )}
          >
            {title}
          </h1>
          <p className="mt-3 text-base text-ink-muted leading-relaxed sm:text-lg">{subtitle}</p>
          {aside}
        </div>
        <div className="grid gap-4">{children}</div>
      </Container>
    </section>
  );
}

/** The raised panel that holds a form. */
export function AuthCard({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-line-strong bg-surface/90 p-6 shadow-2xl shadow-black/50 backdrop-blur sm:p-8',
        className,
      )}
    >
      {children}
    </div>
  );
}
