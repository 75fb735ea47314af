import { useSyncExternalStore } from 'react';

// A page's code loads on its first visit. This counts the page loads under way so the layout can show
// that something is coming (a thin bar above the page's own delayed "Cargando...").
let pending = 0;
const listeners = new Set<() => void>();

// A lazy page starts loading while it renders: listeners hear of it after that render.
function notify(): void {
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

/** Counts `load` as a page load under way until it settles. */
export function trackRouteLoad<T>(load: Promise<T>): Promise<T> {
  pending += 1;
  notify();
  return load.finally(() => {
    pending -= 1;
    notify();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const isLoading = () => pending > 0;

/** True while a page's code or texts are loading. */
export function useIsRouteLoading(): boolean {
  return useSyncExternalStore(subscribe, isLoading, () => false);
}
