// The steps of a page the server rendered with its reads (the dashboard, the landing) taken over by the
// app as src/main.tsx does it, shared by the tests of those pages.
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentChild, render as renderOver } from 'preact';
import { act } from 'preact/test-utils';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from '@/app/providers';
import { renderOverSentMarkup } from '@/components/layout/after-first-screen';
import { createQueryClient } from '@/lib/query-client';

const mounted: (() => void)[] = [];

/** Unmounts what `takeOver` and `renderedAfresh` rendered: call it after each test. */
export function unmountRendered(): void {
  act(() => {
    for (const unmount of mounted.splice(0)) unmount();
  });
}

/** The server's markup in the document, as the browser holds it before the app runs. */
export function sentPage(html: string): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = html;
  document.body.append(page);
  return page;
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

/** Preact's own render of `app` over the sent `page`, from `client` (primed with the reads). */
export async function takeOver(page: Element, client: QueryClient, app: ReactNode): Promise<void> {
  await act(async () => {
    renderOverSentMarkup(() =>
      renderOver((<Providers queryClient={client}>{app}</Providers>) as unknown as ComponentChild, page),
    );
  });
  mounted.push(() => renderOver(null, page));
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
