import { Switch as SwitchPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** An on/off switch (a `role="switch"` button); name it with a `<label htmlFor>` or `aria-label`. */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        'inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border border-line-strong bg-surface-raised transition-colors',
        'focus-visible:outline-2 focus-visible:outline-edge focus-visible:outline-offset-2',
        'disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-edge/60 data-[state=checked]:bg-edge',
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb className="block size-4.5 translate-x-0.5 rounded-full bg-ink shadow transition-transform data-[state=checked]:translate-x-[1.3rem] data-[state=checked]:bg-edge-ink" />
    </SwitchPrimitive.Root>
  );
}
