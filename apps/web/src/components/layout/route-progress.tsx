import { useTranslation } from 'react-i18next';
import { useIsRouteLoading } from '@/lib/route-loading';

/** A thin bar along the top while the next page's code loads (after a moment, so fast loads show none). */
export function RouteProgress() {
  const { t } = useTranslation('common');
  const isLoading = useIsRouteLoading();
  if (!isLoading) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('loading')}
      data-testid="route-progress"
      className="fixed inset-x-0 top-0 z-50 h-0.5 animate-fade-in-late overflow-hidden bg-edge/20"
    >
      <div className="h-full w-2/5 animate-route-progress bg-edge" />
    </div>
  );
}
