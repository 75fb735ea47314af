import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** Shown under the field and linked with aria-describedby; marks the input invalid. */
  error?: string;
  /** Something beside the label, e.g. a "forgot password?" link. */
  labelAside?: ReactNode;
  /** Adds a show/hide button (password inputs). */
  canReveal?: boolean;
};

export const inputStyles =
  'h-11 w-full rounded-lg border bg-canvas/70 px-3.5 text-[0.95rem] text-ink placeholder:text-ink-subtle/80 ' +
  'transition-colors focus:outline-none focus-visible:outline-none focus:ring-2 focus:ring-edge/40 ' +
  'disabled:opacity-60';

/** A labelled input with its inline error. */
export function TextField({
  label,
  error,
  labelAside,
  canReveal = false,
  className,
  type = 'text',
  ...props
}: TextFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const errorId = `${id}-error`;
  const [isRevealed, setRevealed] = useState(false);
  const inputType = canReveal && isRevealed ? 'text' : type;

  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="font-medium text-ink text-sm">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        <input
          id={id}
          type={inputType}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            inputStyles,
            error ? 'border-danger/70 focus:ring-danger/30' : 'border-line-strong focus:border-edge/70',
            canReveal && 'pr-11',
          )}
          {...props}
        />
        {canReveal ? (
          <button
            type="button"
            onClick={() => setRevealed((value) => !value)}
            aria-label={isRevealed ? t('form.hidePassword') : t('form.showPassword')}
            aria-pressed={isRevealed}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-ink-subtle transition-colors hover:text-ink"
          >
            {isRevealed ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="text-danger text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
