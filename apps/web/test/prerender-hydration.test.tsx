import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { RecordFilters } from '@/features/record/components/record-filters';
import { changeLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, stubFetch, visitor } from './helpers';

// The build prerenders the landing with no data and no session; the browser's first render takes that
// HTML over (src/main.tsx). Any difference between the two is a hydration error or warning, which
// React reports in development (this test) with more detail than in a production build.
const app = (path = '/') => (
  <Providers queryClient={createQueryClient()}>
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>
  </Providers>
);

// Testing Library sets this only inside its own render; this test drives React itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: ReturnType<typeof hydrateRoot> | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('the prerendered landing', () => {
  it.each(['es', 'en'] as const)(
    'is taken over in %s without a hydration error or warning',
    async (language) => {
      await changeLanguage(language);
      stubFetch({
        '/api/auth/me': visitor,
        '/api/events': () => jsonResponse({ events: [] }),
      });
      const container = document.createElement('div');
      container.innerHTML = renderToString(app());
      document.body.append(container);
      expect(container.querySelector('[data-testid="landing-title"]')).not.toBeNull();

      const errors = vi.spyOn(console, 'error');
      const recoverable: unknown[] = [];
      await act(async () => {
        root = hydrateRoot(container, app(), { onRecoverableError: (error) => recoverable.push(error) });
      });
      expect(recoverable).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
    },
  );
});

describe('the prerendered record', () => {
  afterEach(() => vi.useRealTimers());

  it('is taken over a month after its build without a mismatch, and lists the months up to today', async () => {
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
    container.innerHTML = renderToString(filters());
    document.body.append(container);
    const monthFilter = () =>
      container.querySelector<HTMLSelectElement>('[data-testid="record-month-filter"]');
    // Built without today's months: only "every month" is in the prerendered HTML.
    expect(monthFilter()?.options.length).toBe(1);

    vi.setSystemTime(new Date('2026-12-02T12:00:00Z'));
    const errors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, filters(), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(monthFilter()?.options[1]?.value).toBe('2026-12');
  });
});
