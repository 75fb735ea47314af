// The steps of a page the server rendered with its reads (the dashboard, the landing) taken over by the
// app as src/main.tsx does it, shared by the tests of those pages.
import type { QueryClient } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Providers } from '@/app/providers';
import { sentPageZone, setHydrationZone } from '@/lib/display-zone';
import { createQueryClient } from '@/lib/query-client';

const mounted: (() => void)[] = [];

/** Unmounts what `takeOver` and `renderedAfresh` rendered: call it after each test. */
export function unmountRendered(): void {
  act(() => {
    for (const unmount of mounted.splice(0)) unmount();
  });
  delete document.documentElement.dataset.zone;
  setHydrationZone(undefined);
}

/**
 * The server's rendered page in the document, as the browser holds it before the app runs (its markup in
 * a container, the zone its dates are in on <html>).
 */
export function sentPage(page: { html: string; zone?: string }): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = page.html;
  document.body.append(container);
  if (page.zone !== undefined) document.documentElement.dataset.zone = page.zone;
  return container;
}

/**
 * Notes every element taken out of `page` that held one matching `selector` (the sent markup must be
 * reused, not rebuilt); `stop` answers their beginnings.
 */
export function watchRemovals(page: Element, selector: string): { stop: () => string[] } {
  const removed: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.removedNodes)
        if (node instanceof Element && node.querySelector(selector))
          removed.push(node.outerHTML.slice(0, 80));
  });
  observer.observe(page, { childList: true, subtree: true });
  return {
    stop: () => {
      observer.disconnect();
      return removed;
    },
  };
}

/**
 * React's hydration of the sent `page` by `app`, from `client` (primed with the reads), in the zone the page
 * was sent in; a mismatch React had to recover from (by rendering a part afresh) fails the test.
 */
export async function takeOver(page: Element, client: QueryClient, app: ReactNode): Promise<void> {
  const mismatches: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  setHydrationZone(sentPageZone());
  await act(async () => {
    root = hydrateRoot(page, <Providers queryClient={client}>{app}</Providers>, {
      onRecoverableError: (error) => void mismatches.push(error),
    });
  });
  mounted.push(() => root?.unmount());
  if (mismatches.length > 0) throw new Error(`hydration recovered from: ${String(mismatches[0])}`);
}

/** `app` rendered afresh in the browser, with an empty cache: what a page taken over must end as. */
export async function renderedAfresh(app: ReactNode): Promise<HTMLElement> {
  const page = document.createElement('div');
  document.body.append(page);
  const root = createRoot(page);
  await act(async () => {
    root.render(<Providers queryClient={createQueryClient()}>{app}</Providers>);
  });
  mounted.push(() => root.unmount());
  return page;
}
