import { act, lazy, type ReactNode, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIsWideLayout } from '@/hooks/use-media-query';
import { useHydrated } from '@/lib/use-hydrated';
import { renderToHtml } from '@/prerender/render-to-html';
import { stubNarrowWindow } from '@test/helpers';

// A page sent as HTML is hydrated by React, which keeps the attributes it finds: what the first render
// says must be what the HTML says, and what changes right after must reach the page, whether the page's
// parts arrive before hydration or after it, in any order.
function SubmitLike() {
  const running = useHydrated();
  return (
    <button type="submit" disabled={!running}>
      Entrar
    </button>
  );
}

function Layout() {
  return <p data-layout={useIsWideLayout() ? 'wide' : 'narrow'}>tabla o tarjetas</p>;
}

/** A lazy part whose code arrives after `ms`, as a page's chunk does. */
const arrivingAfter = (ms: number, render: () => ReactNode) =>
  lazy(
    () =>
      new Promise<{ default: () => ReactNode }>((resolve) =>
        setTimeout(() => resolve({ default: render }), ms),
      ),
  );

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let unmount: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** The HTML the server sends for `tree`, taken over by the app; the page once every part has arrived. */
async function takenOver(tree: () => ReactNode): Promise<HTMLElement> {
  const page = document.createElement('div');
  page.innerHTML = await renderToHtml(tree());
  document.body.append(page);
  await act(async () => {
    const root = hydrateRoot(page, tree());
    unmount = () => root.unmount();
  });
  await act(() => pause(150));
  return page;
}

const button = (page: HTMLElement) => page.querySelector('button');

describe('useHydrated on a page sent as HTML', () => {
  it('is false in the HTML: the submit button is sent disabled', async () => {
    const html = await renderToHtml(<SubmitLike />);
    expect(html).toContain('disabled');
  });

  it('turns true once taken over when nothing on the page waits for its code', async () => {
    // The CI failure: /login's code was in before the takeover, and its button stayed disabled.
    const page = await takenOver(() => (
      <main>
        <SubmitLike />
      </main>
    ));
    expect(button(page)?.disabled).toBe(false);
  });

  it('turns true once a lazy part holding the button arrives', async () => {
    const Page = arrivingAfter(20, () => (
      <form>
        <SubmitLike />
      </form>
    ));
    const page = await takenOver(() => (
      <Suspense fallback={<p>…</p>}>
        <Page />
      </Suspense>
    ));
    expect(button(page)?.disabled).toBe(false);
  });

  it('turns true with two lazy parts arriving in either order', async () => {
    for (const [formMs, otherMs] of [
      [20, 60],
      [60, 20],
    ] as const) {
      const Form = arrivingAfter(formMs, () => <SubmitLike />);
      const Other = arrivingAfter(otherMs, () => <aside>otro</aside>);
      const page = await takenOver(() => (
        <div>
          <Suspense fallback={null}>
            <Form />
          </Suspense>
          <Suspense fallback={null}>
            <Other />
          </Suspense>
        </div>
      ));
      expect(button(page)?.disabled).toBe(false);
      act(() => unmount?.());
      unmount = undefined;
    }
  });
});

describe('the layout on a phone, on a page sent as HTML', () => {
  it('is sent wide, and is narrow once taken over on a narrow window', async () => {
    stubNarrowWindow();
    const html = await renderToHtml(<Layout />);
    expect(html).toContain('data-layout="wide"');
    const page = await takenOver(() => (
      <main>
        <Layout />
      </main>
    ));
    expect(page.querySelector('p')?.dataset.layout).toBe('narrow');
  });
});
