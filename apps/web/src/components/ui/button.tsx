import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const VARIANTS = {
  primary:
    'bg-edge text-edge-ink shadow-[0_0_0_1px_rgba(52,211,153,0.4),0_8px_24px_-8px_rgba(16,185,129,0.55)] hover:bg-[#5ee0b0]',
  secondary:
    'border border-line-strong bg-surface-raised text-ink hover:border-ink-subtle hover:bg-[#16223a]',
  ghost: 'text-ink-muted hover:bg-surface-raised hover:text-ink',
  premium: 'bg-premium text-premium-ink hover:bg-[#fcd34d]',
} as const;

const SIZES = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export function buttonStyles({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return cn(
    'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** A button; a link styled as one takes `buttonStyles` instead. */
export function Button({ variant, size, className, type, ...props }: ButtonProps) {
  return <button type={type ?? 'button'} className={buttonStyles({ variant, size, className })} {...props} />;
}
