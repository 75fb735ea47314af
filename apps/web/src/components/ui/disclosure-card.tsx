import type { LucideIcon } from 'lucide-react';
import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * A card closed until asked for: an icon, a title and a one-line summary on its button; the content
 * under a rule once open (the terms, the footer's privacy text).
 */
export function DisclosureCard({
  icon: Icon,
  iconClassName = 'text-ink-subtle',
  title,
  summary,
  testId,
  defaultOpen = false,
  className,
  contentClassName,
  children,
}: {
  icon: LucideIcon;
  iconClassName?: string;
  title: string;
  summary: string;
  /** `<testId>-toggle` and `<testId>-content`. */
  testId: string;
  defaultOpen?: boolean;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  const [isOpen, setOpen] = useState(defaultOpen);
  return (
    <Collapsible.Root
      open={isOpen}
      onOpenChange={setOpen}
      className={cn('rounded-2xl border border-line', className)}
    >
      <Collapsible.Trigger
        data-testid={`${testId}-toggle`}
        className="flex w-full items-center justify-between gap-3 rounded-2xl px-5 py-4 text-left"
      >
        <span className="flex items-center gap-3">
          <Icon aria-hidden="true" className={cn('size-4 shrink-0', iconClassName)} />
          <span>
            <span className="block font-semibold text-ink text-sm">{title}</span>
            <span className="block text-ink-subtle text-xs">{summary}</span>
          </span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 shrink-0 text-ink-muted transition-transform ${isOpen ? 'rotate-180' : ''}`}
        />
      </Collapsible.Trigger>
      <Collapsible.Content
        data-testid={`${testId}-content`}
        className={cn('border-line border-t px-5 py-5', contentClassName)}
      >
        {children}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
