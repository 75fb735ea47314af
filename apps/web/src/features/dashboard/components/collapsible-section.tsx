import type { LucideIcon } from 'lucide-react';
import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import type { ReactNode } from 'react';

/** A titled panel that opens and closes; closed at first. */
export function CollapsibleSection({
  title,
  subtitle,
  icon: Icon,
  testId,
  children,
}: {
  title: string;
  subtitle: string;
  icon: LucideIcon;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Collapsible.Root data-testid={testId} className="rounded-2xl border border-line bg-surface">
      <Collapsible.Trigger className="group flex w-full items-center gap-3 rounded-2xl p-4 text-left transition-colors hover:bg-surface-raised/50 sm:p-5">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl border border-edge/30 bg-edge/10 text-edge">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-ink text-lg">{title}</span>
          <span className="block text-ink-muted text-sm">{subtitle}</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-ink-subtle transition-transform group-data-[state=open]:rotate-180"
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="border-line border-t p-4 sm:p-5">{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
