import { renderToStringAsync } from 'preact-render-to-string';
import { act } from 'preact/test-utils';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { RecordFilters } from '@/features/record/components/record-filters';
import { changeLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { PRERENDERED_PAGES } from '@/prerender/render-page';
import { jsonResponse, stubFetch, visitor } from './helpers';
import { difference, normalized, valuesOf } from './markup';

// The build prerenders the public pages with no data and no session, and the browser takes that HTML
// over (src/main.tsx). Hydration keeps the attributes it finds: a page whose first render differs from
// its prerender would keep the difference. Each page, hydrated, must end as the same page rendered
// from scratch does.
const app = (path: string) => (
  <Providers queryClient={createQueryClient()}>
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>
  </Providers>
);

const prerender = (node: ReturnType<typeof app>) =>
  renderToStringAsync(node as unknown as Parameters<typeof renderToStringAsync>[0]);

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
      let hydrated: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        hydrated = hydrateRoot(taken, app(path));
      });
      expect(errors).not.toHaveBeenCalled();
      expect(difference(normalized(taken.innerHTML), normalized(fresh.innerHTML))).toBeNull();
      expect(valuesOf(taken)).toEqual(valuesOf(fresh));
      act(() => hydrated?.unmount());
    },
  );
});

describe('the prerendered record', () => {
  afterEach(() => vi.useRealTimers());

  it('is taken over a month after its build and lists the months up to today', async () => {
    await changeLanguage('en');
    const filters = () => (
      <RecordFilters
        filters={{ sport: null, tier: null, month: null, page: 1 }}
        onChange={() => {}}
        onClear={() => {}}
      />
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-15T12:00:00Z'));
    const container = document.createElement('div');
    container.innerHTML = await prerender(filters());
    document.body.append(container);
    const monthFilter = () =>
      container.querySelector<HTMLSelectElement>('[data-testid="record-month-filter"]');
    // Built without today's months: only "every month" is in the prerendered HTML.
    expect(monthFilter()?.options.length).toBe(1);

    vi.setSystemTime(new Date('2026-12-02T12:00:00Z'));
    await act(async () => {
      root = hydrateRoot(container, filters());
    });
    expect(monthFilter()?.options[1]?.value).toBe('2026-12');
  });
});
