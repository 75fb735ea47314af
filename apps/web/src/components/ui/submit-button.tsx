import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from './button';

type SubmitButtonProps = ComponentProps<typeof Button> & {
  isPending: boolean;
  /** Read out (and shown) while the request runs, e.g. 'Entrando...'. */
  pendingLabel: string;
};

/** A submit button that shows a spinner and is disabled while its request runs. */
export function SubmitButton({ isPending, pendingLabel, children, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={isPending || disabled} aria-busy={isPending || undefined} {...props}>
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
