import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { changeLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { PRERENDERED_PAGES } from '@/prerender/render-page';
import { renderToHtml, splitTitle } from '@/prerender/render-to-html';
import { jsonResponse, stubFetch, visitor } from '@test/helpers';
import { difference, normalized, valuesOf } from '@test/markup';
import { consoleErrors } from '@test/console-errors';

// The build prerenders the public pages with no data and no session, and the browser hydrates that HTML
// (src/main.tsx). React rebuilds a part whose text or elements differ from its first render (a repaint,
// and what was typed into it is lost) and keeps the attributes it finds. Each page, hydrated, must need
// no such repair and end as the same page rendered from scratch does.
const app = (path: string) => (
  <Providers queryClient={createQueryClient()}>
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>
  </Providers>
);

// What goes into #root (the title goes into <head>, as the build writes it).
const prerender = async (node: ReturnType<typeof app>) => splitTitle(await renderToHtml(node)).html;

let root: ReturnType<typeof createRoot> | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe.each(['es', 'en'] as const)('the prerendered public pages in %s', (language) => {
  it.each(Object.entries(PRERENDERED_PAGES))(
    '%s (%s): hydrated, it ends as the page rendered from scratch',
    async (_name, path) => {
      await changeLanguage(language);
      stubFetch({
        '/api/auth/me': visitor,
        '/api/events': () => jsonResponse({ events: [] }),
      });
      const prerendered = await prerender(app(path));
      expect(prerendered).toContain('<main');

      const fresh = document.createElement('div');
      document.body.append(fresh);
      await act(async () => {
        root = createRoot(fresh);
        root.render(app(path));
      });

      const taken = document.createElement('div');
      taken.innerHTML = prerendered;
      document.body.append(taken);
      const errors = vi.spyOn(console, 'error');
      const recovered: unknown[] = [];
      let hydrated: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        hydrated = hydrateRoot(taken, app(path), {
          onRecoverableError: (error) => void recovered.push(error),
        });
      });
      // Both ask who the visitor is: the pages are compared once both have the answer.
      await waitFor(() =>
        expect(difference(normalized(taken.innerHTML), normalized(fresh.innerHTML))).toBeNull(),
      );
      expect(recovered).toEqual([]);
      expect(consoleErrors(errors)).toEqual([]);
      expect(valuesOf(taken)).toEqual(valuesOf(fresh));
      act(() => hydrated?.unmount());
    },
  );
});

describe('a prerendered form typed into before the app takes it over', () => {
  const field = (page: Element, name: string) => {
    const found = page.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (!found) throw new Error(`no field ${name}`);
    return found;
  };
  const submit = (page: Element) => page.querySelector<HTMLButtonElement>('button[type="submit"]');
  const sent = async (path: string) => {
    stubFetch({ '/api/auth/me': visitor });
    const page = document.createElement('div');
    page.innerHTML = await prerender(app(path));
    document.body.append(page);
    return page;
  };

  it('cannot be sent before the app runs: the submit button is disabled as sent, enabled once taken over', async () => {
    await changeLanguage('es');
    const page = await sent('/login');
    expect(submit(page)?.disabled).toBe(true);
    await act(async () => {
      root = hydrateRoot(page, app('/login'));
    });
    expect(submit(page)?.disabled).toBe(false);
  });

  it('keeps what was typed when the app hydrates the page (/login)', async () => {
    await changeLanguage('es');
    const page = await sent('/login');
    field(page, 'email').value = 'temprano@example.com';
    field(page, 'password').value = 'secreto-123';
    await act(async () => {
      root = hydrateRoot(page, app('/login'));
    });
    expect(field(page, 'email').value).toBe('temprano@example.com');
    expect(field(page, 'password').value).toBe('secreto-123');
  });

  it('keeps what was typed when the app hydrates the sign-up page (/login?mode=signup)', async () => {
    await changeLanguage('en');
    const path = '/login?mode=signup';
    const page = await sent(path);
    field(page, 'name').value = 'Early Bird';
    field(page, 'email').value = 'early@example.com';
    field(page, 'password').value = 'secret-1234';
    await act(async () => {
      root = hydrateRoot(page, app(path));
    });
    expect(field(page, 'name').value).toBe('Early Bird');
    expect(field(page, 'email').value).toBe('early@example.com');
    expect(field(page, 'password').value).toBe('secret-1234');
    expect(submit(page)?.disabled).toBe(false);
  });
});

describe('a page sent for another address than it was built for', () => {
  it('a shared, filtered record (/record?sport=nba&tier=vip) hydrates the unfiltered build, then filters', async () => {
    await changeLanguage('es');
    stubFetch({ '/api/auth/me': visitor });
    const page = document.createElement('div');
    page.innerHTML = await prerender(app(PRERENDERED_PAGES.record));
    document.body.append(page);
    const recovered: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(page, app('/record?sport=nba&tier=vip'), {
        onRecoverableError: (error) => void recovered.push(error),
      });
    });
    expect(recovered).toEqual([]);
    const value = (id: string) => page.querySelector<HTMLSelectElement>(`[data-testid="${id}"]`)?.value;
    expect(value('record-sport-filter')).toBe('nba');
    expect(value('record-tier-filter')).toBe('vip');
  });

  it('puts the page title in <head>, where hydration finds it', async () => {
    await changeLanguage('en');
    stubFetch({ '/api/auth/me': visitor });
    const { title, html } = splitTitle(await renderToHtml(app('/login')));
    expect(title).toBe('Log in · Arcade ValueBets');
    expect(html).not.toContain('<title');
    document.head.innerHTML = `<title>${title}</title>`;
    const page = document.createElement('div');
    page.innerHTML = html;
    document.body.append(page);
    await act(async () => {
      root = hydrateRoot(page, app('/login'));
    });
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('Log in · Arcade ValueBets');
  });
});
