import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * 'Cargando...' for a whole page (the session check, a page's code on its first visit). It fades in only
 * after a moment, so a fast load shows no flash of it.
 */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div
      role="status"
      className="flex flex-1 animate-fade-in-late items-center justify-center gap-3 py-32 text-ink-muted"
    >
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-edge" />
      <span>{t('loading')}</span>
    </div>
  );
}
