import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { Button } from './button';

type SubmitButtonProps = ComponentProps<typeof Button> & {
  isPending: boolean;
  /** Read out (and shown) while the request runs, e.g. 'Entrando...'. */
  pendingLabel: string;
};

/**
 * A submit button that shows a spinner and is disabled while its request runs, and on a page sent as
 * HTML until the app has taken it over: before that, a submit would post the form to the page's own
 * address instead of the app sending it.
 */
export function SubmitButton({ isPending, pendingLabel, children, disabled, ...props }: SubmitButtonProps) {
  const running = useHydrated();
  return (
    <Button
      type="submit"
      disabled={isPending || disabled || !running}
      aria-busy={isPending || undefined}
      {...props}
    >
      {isPending ? (
        <>
          <LoaderCircle aria-hidden="true" className="animate-spin" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
