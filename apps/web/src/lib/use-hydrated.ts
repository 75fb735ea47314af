import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a page prerendered at build time (and in the prerender itself), true
 * afterwards and on pages rendered in the browser: what depends on today's date renders only then,
 * so a page built last month hydrates without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
