import { ChevronDown } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { cn } from '@/lib/cn';
import { inputStyles } from './text-field';

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> & {
  label: string;
  options: readonly { value: string; label: string }[];
  /** A first, empty option (e.g. 'Choose…') for required selects that start unset. */
  placeholder?: string;
  /** Shown under the select and linked with aria-describedby; marks it invalid. */
  error?: string;
};

/** A labelled native select: keyboard, screen reader and mobile pickers for free. */
export function SelectField({ label, options, placeholder, error, className, ...props }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <label htmlFor={id} className="font-medium text-ink text-sm">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            inputStyles,
            'appearance-none pr-9',
            error ? 'border-danger/70 focus:ring-danger/30' : 'border-line-strong focus:border-edge/70',
          )}
          {...props}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-subtle"
        />
      </div>
      {error ? (
        <p id={errorId} className="text-danger text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
