import { useToast } from '@/lib/use-toast';

/** Shows the toast store (title and duration) so tests can read what the Toaster was given. */
export function ToastProbe() {
  const { toasts } = useToast();
  const current = toasts.find((toast) => toast.open);
  return (
    <output
      data-testid="toast-probe"
      data-duration={current?.duration ?? ''}
      data-variant={current?.variant ?? ''}
    >
      {typeof current?.title === 'string' ? current.title : ''}
    </output>
  );
}
