import { useTranslation } from 'react-i18next';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '../ui/page-loading';
import { DemoBadge } from './demo-badge';
import { ErrorBoundary } from './error-boundary';
import { RouteProgress } from './route-progress';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** A new page starts at its top, as it would after a full page load. */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Element.scrollTo is missing in jsdom; browsers have it.
    document.scrollingElement?.scrollTo?.(0, 0);
  }, [pathname]);
}

export function AppLayout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  useScrollToTopOnNavigate();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-edge px-4 py-2 font-semibold text-edge-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <RouteProgress />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <ErrorBoundary resetKey={pathname}>
          {/* Pages other than the landing load their code on first visit (app/router.tsx). Navigations
              are transitions: the page on screen stays, under the progress bar, until the next one is
              ready; the fallback shows only when there is no page yet. Not keyed by the path: a new
              boundary would show its fallback in place of the page. */}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <DemoBadge />
    </div>
  );
}
