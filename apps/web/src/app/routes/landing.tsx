import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LANDING_NAMESPACES, ROUTE_LOADERS } from '@/app/route-loaders';
import { LandingPage } from '@/features/landing';
import { loadNamespaces } from '@/lib/i18n';

/** The pages a visitor of the landing goes to next: sign-up (and log-in), and the record. */
const NEXT_PAGES = [ROUTE_LOADERS.login, ROUTE_LOADERS.record];

/**
 * Once the landing is the app's and the browser is idle, the code and texts of the pages its visitors open
 * next load, so those open at once; never while the landing itself is still loading.
 */
function usePreloadNextPages() {
  useEffect(() => {
    const preload = () => {
      for (const { load, namespaces } of NEXT_PAGES) {
        void load().catch(() => undefined);
        void loadNamespaces(namespaces).catch(() => undefined);
      }
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preload, { timeout: 5_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(preload, 2_000);
    return () => window.clearTimeout(timer);
  }, []);
}

export function LandingRoute() {
  // Loaded before the first render on a visit to /; after a visit elsewhere, the layout's spinner waits.
  useTranslation(LANDING_NAMESPACES, { useSuspense: true });
  usePreloadNextPages();
  return <LandingPage />;
}
