import { useLayoutEffect, useState } from 'react';

/**
 * False in a component's first render, true once it has mounted (before the browser paints): a page
 * sent as HTML (prerendered at build time, or rendered by the server) is taken over with that first
 * render, so what depends on the browser — today's date, the window's width, the app running at all —
 * is rendered only afterwards, and the page is taken over without a mismatch.
 *
 * Not `useSyncExternalStore`'s server snapshot: preact/compat chooses it by tracking the hydration in
 * progress, and that tracking can stay set after the hydration ended (a page that suspends nowhere, two
 * lazy parts): every later render then got the server's value, and a prerendered /login kept its submit
 * button disabled.
 */
export function useHydrated(): boolean {
  const [mounted, setMounted] = useState(false);
  // The second render, after the first has taken the sent markup over, is the point of this hook.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useLayoutEffect(() => setMounted(true), []);
  return mounted;
}
