import { act } from 'preact/test-utils';
import { type ComponentChild, render as renderOver } from 'preact';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { renderOverSentMarkup } from '@/components/layout/after-first-screen';
import { landingFirstQueries } from '@/features/landing';
import { primeFirstQueries } from '@/lib/first-reads';
import { changeLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { firstReadPaths, renderPageWithReads } from '@/prerender/render-page';
import { callsTo, jsonResponse, stubFetch } from './helpers';
import { difference, normalized } from './markup';

// The server renders the landing for a visitor without a session from the public reads it shows (the
// events, the coverage, the picks a day) and sends them with it; the app takes the page over as it does
// the dashboard (src/main.tsx): the same nodes, no loading state, the reads not asked for again.

const events = Array.from({ length: 8 }, (_, index) => ({
  id: `event-${index}`,
  sport: 'nba',
  league: 'NBA',
  homeTeam: `Home ${index}`,
  awayTeam: `Away ${index}`,
  startTime: new Date(Date.UTC(2030, 0, 1 + index, 20, 0)).toISOString(),
  status: 'upcoming',
}));
const nba = { league: 'NBA', upcoming24h: 1, upcoming7d: 8, priced: 8, nextStartTime: null, returnsAt: null };
const reads = {
  '/api/auth/me': { user: null },
  '/api/events': { events },
  '/api/events/coverage': {
    generatedAt: '2029-12-31T06:00:00.000Z',
    sports: [
      {
        sport: 'nba',
        upcoming24h: 1,
        upcoming7d: 8,
        priced: 8,
        nextStartTime: null,
        returnsAt: null,
        leagues: [nba],
      },
    ],
  },
  '/api/record/volume': { windowDays: 30, days: 30, published: 126, perDay: 4.2 },
};

const app = () => (
  <MemoryRouter initialEntries={['/']}>
    <AppRoutes />
  </MemoryRouter>
);

let unmount: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const stub = () =>
  stubFetch(
    Object.fromEntries(Object.entries(reads).map(([path, body]) => [path, () => jsonResponse(body)])),
  );

describe('the landing the server renders for a visitor without a session', () => {
  it('is read from exactly the reads the browser makes on its first render, and only without a session', async () => {
    await changeLanguage('es');
    const fetchMock = stub();
    const fresh = document.createElement('div');
    document.body.append(fresh);
    await act(async () => {
      const root = createRoot(fresh);
      root.render(<Providers queryClient={createQueryClient()}>{app()}</Providers>);
      unmount = () => root.unmount();
    });
    await vi.waitFor(() => expect(fresh.querySelectorAll('article').length).toBe(6));
    const asked = [
      ...new Set(fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname)),
    ];
    expect(firstReadPaths('/', false).sort()).toEqual(asked.sort());
    expect(firstReadPaths('/', true)).toEqual([]);
    expect(firstReadPaths('/dashboard', false)).toEqual([]);
  });

  it.each(['es', 'en'] as const)(
    'in %s: shows the events and figures with the HTML, is taken over as sent, and ends as the page rendered afresh',
    async (language) => {
      await changeLanguage(language);
      const page = await renderPageWithReads('/', language, reads, 'Europe/Madrid');
      const taken = document.createElement('div');
      taken.innerHTML = page.html;
      document.body.append(taken);
      // Before any script: the six events, the ticker and the figures, with the visitor's times.
      expect(taken.querySelectorAll('section[aria-labelledby="upcoming-title"] article')).toHaveLength(6);
      expect(taken.querySelector('[data-testid="coverage-total"]')).not.toBeNull();
      expect(taken.textContent).toContain('21:00');
      const first = taken.firstElementChild;
      const card = taken.querySelector('article');

      const fetchMock = stub();
      const client = createQueryClient();
      await primeFirstQueries(client, landingFirstQueries(), reads);
      const removed: string[] = [];
      const observer = new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element && node.querySelector('article'))
              removed.push(node.outerHTML.slice(0, 80));
      });
      observer.observe(taken, { childList: true, subtree: true });
      const errors = vi.spyOn(console, 'error');
      await act(async () => {
        renderOverSentMarkup(() =>
          renderOver(
            (<Providers queryClient={client}>{app()}</Providers>) as unknown as ComponentChild,
            taken,
          ),
        );
      });
      unmount = () => renderOver(null, taken);
      observer.disconnect();
      expect(errors).not.toHaveBeenCalled();
      expect(taken.firstElementChild).toBe(first);
      expect(taken.querySelector('article')).toBe(card);
      expect(removed).toEqual([]);
      for (const path of Object.keys(reads)) expect(callsTo(fetchMock, path)).toHaveLength(0);

      const fresh = document.createElement('div');
      document.body.append(fresh);
      await act(async () => {
        const root = createRoot(fresh);
        root.render(<Providers queryClient={createQueryClient()}>{app()}</Providers>);
        const previous = unmount;
        unmount = () => {
          previous?.();
          root.unmount();
        };
      });
      await vi.waitFor(() => expect(fresh.querySelectorAll('article').length).toBe(6));
      await vi.waitFor(() =>
        expect(difference(normalized(taken.innerHTML), normalized(fresh.innerHTML))).toBeNull(),
      );
    },
  );

  it('leaves the times of day out for a visitor whose zone it does not know yet, and the app fills them in', async () => {
    await changeLanguage('es');
    const page = await renderPageWithReads('/', 'es', reads);
    expect(page.html).toContain('--:--');
    expect(page.html).not.toMatch(/\b2[01]:00\b/);
  });
});
