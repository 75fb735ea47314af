import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Container } from './container';

type PageHeaderProps = {
  title: string;
  subtitle: string;
  icon: LucideIcon;
  children?: ReactNode;
  /** `flex-1` lets a page that is only a header fill the space above the footer. */
  className?: string;
};

/** Title block for a page, with the document title kept in sync (React 19 hoists <title>). */
export function PageHeader({ title, subtitle, icon: Icon, children, className }: PageHeaderProps) {
  return (
    <section className={cn('relative overflow-hidden', className)}>
      <div
        aria-hidden="true"
        className="bg-grid absolute inset-0 opacity-40 [mask-image:linear-gradient(to_bottom,black,transparent)]"
      />
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 h-80 w-[48rem] -translate-x-1/2 rounded-full bg-edge/10 blur-3xl"
      />
      <Container className="relative py-16 sm:py-24">
        <title>{`${title} · Arcade ValueBets`}</title>
        <span className="mb-6 inline-flex size-12 items-center justify-center rounded-xl border border-edge/30 bg-edge/10 text-edge">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h1 className="max-w-3xl font-bold text-3xl text-ink tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-base text-ink-muted leading-relaxed sm:text-lg">{subtitle}</p>
        {children}
      </Container>
    </section>
  );
}
