import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept in sync with the window. Without `matchMedia` (jsdom) it
 * answers `fallback`, so tests see the wide layout; so do the server's render and React's hydration of
 * a page sent as HTML (its server snapshot), which then renders the window's answer.
 */
function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}

/** Tables from `lg` up; cards below, where nine columns do not fit. */
export const useIsWideLayout = () => useMediaQuery('(min-width: 1024px)');

/** Tables of a few columns from `md` up; cards below, on phones. */
export const useIsMediumLayout = () => useMediaQuery('(min-width: 768px)');
