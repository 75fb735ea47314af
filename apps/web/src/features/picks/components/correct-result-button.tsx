import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** "Corregir resultado" on a graded pick: opens the dialog that asks for the reason. */
export function CorrectResultButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <button
      type="button"
      data-testid="correct-result"
      onClick={onClick}
      className="inline-flex h-8 items-center gap-1.5 whitespace-nowrap rounded-md border border-line-strong px-2.5 font-medium text-ink-muted text-xs transition-colors hover:border-premium/50 hover:text-premium"
    >
      <History aria-hidden="true" className="size-3.5" />
      {t('recordActions.correctResult')}
    </button>
  );
}
