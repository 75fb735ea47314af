import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's render and while React hydrates a page sent as HTML (prerendered at build time,
 * or rendered by the server), true otherwise: what depends on the browser — today's date, the window's
 * width, the app running at all — is rendered only once the page is the app's, so hydration finds what
 * was sent, and React renders the difference as an ordinary update right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
