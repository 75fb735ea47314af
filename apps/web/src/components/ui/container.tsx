import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * The site's one content width: the header, the footer and every page's content line up on it, so a
 * page never runs wider than the header above it. `data-container` lets a layout check find it.
 */
export function Container({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-container=""
      className={cn('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)}
      {...props}
    />
  );
}
