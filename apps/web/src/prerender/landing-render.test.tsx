import { waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/router';
import { landingFirstQueries } from '@/features/landing';
import { primeFirstQueries } from '@/lib/first-reads';
import { changeLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { firstReadPaths, renderPageWithReads } from '@/prerender/render-page';
import { callsTo, jsonResponse, stubFetch } from '@test/helpers';
import { makeEvents } from '@test/fixtures/landing';
import { difference, normalized } from '@test/markup';
import { renderedAfresh, sentPage, takeOver, unmountRendered, watchRemovals } from '@test/take-over';
import { consoleErrors } from '@test/console-errors';

// The server renders the landing for a visitor without a session from the public reads it shows (the
// events, the coverage, the picks a day) and sends them with it; the app takes the page over as it does
// the dashboard (src/main.tsx): the same nodes, no loading state, the reads not asked for again.

const events = makeEvents(8);
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

afterEach(() => {
  unmountRendered();
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
    const fresh = await renderedAfresh(app());
    await waitFor(() => expect(fresh.querySelectorAll('article').length).toBe(6));
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
      const taken = sentPage(page);
      // Before any script: the six events, the ticker and the figures, with the visitor's times.
      expect(taken.querySelectorAll('section[aria-labelledby="upcoming-title"] article')).toHaveLength(6);
      expect(taken.querySelector('[data-testid="coverage-total"]')).not.toBeNull();
      expect(taken.textContent).toContain('21:00');
      const first = taken.firstElementChild;
      const card = taken.querySelector('article');

      const fetchMock = stub();
      const client = createQueryClient();
      await primeFirstQueries(client, landingFirstQueries(), reads);
      const removals = watchRemovals(taken, 'article');
      const errors = vi.spyOn(console, 'error');
      await takeOver(taken, client, app());
      expect(removals.stop()).toEqual([]);
      expect(consoleErrors(errors)).toEqual([]);
      expect(taken.firstElementChild).toBe(first);
      expect(taken.querySelector('article')).toBe(card);
      for (const path of Object.keys(reads)) expect(callsTo(fetchMock, path)).toHaveLength(0);

      const fresh = await renderedAfresh(app());
      await waitFor(() => expect(fresh.querySelectorAll('article').length).toBe(6));
      await waitFor(() =>
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
