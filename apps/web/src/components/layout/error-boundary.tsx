import { TriangleAlert } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

type ErrorBoundaryProps = {
  children: ReactNode;
  /** When it changes (the next page), a caught error is forgotten and the children render again. */
  resetKey?: string;
  /** Tests pass a spy: jsdom cannot reload. */
  onReload?: () => void;
};

type ErrorBoundaryState = { error: unknown };

function ErrorFallback({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      data-testid="error-fallback"
      className="flex flex-1 flex-col items-center justify-center gap-3 px-4 py-32 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-8 text-premium" />
      <p className="font-semibold text-ink text-lg">{t('errorBoundary.title')}</p>
      <p className="max-w-md text-ink-muted text-sm">{t('errorBoundary.text')}</p>
      <Button variant="secondary" className="mt-2" onClick={onReload}>
        {t('errorBoundary.reload')}
      </Button>
    </div>
  );
}

/** A render error in one page shows a translated fallback instead of unmounting the whole app. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error ?? new Error('Unknown render error') };
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null });
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <ErrorFallback onReload={this.props.onReload ?? (() => window.location.reload())} />;
  }
}
