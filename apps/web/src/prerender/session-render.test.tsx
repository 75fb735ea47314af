import { waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_LOADERS } from '@/app/route-loaders';
import { AppRoutes, loadRoute } from '@/app/router';
import { BANKROLL_STORAGE_KEY, dashboardFirstQueries } from '@/features/dashboard';
import { primeFirstQueries } from '@/lib/first-reads';
import { formatShortDate } from '@/lib/format';
import { changeLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { firstReadPaths, renderPageWithReads } from '@/prerender/render-page';
import { paidSubscription } from '@test/fixtures/billing';
import {
  LEDGER_VERIFIES,
  makeGraded,
  makeKpi,
  makeLocked,
  makeUnlocked,
  stubDashboard,
} from '@test/fixtures/dashboard';
import { callsTo, jsonResponse, makeUser } from '@test/helpers';
import { difference, normalized, valuesOf } from '@test/markup';
import { renderedAfresh, sentPage, takeOver, unmountRendered, watchRemovals } from '@test/take-over';
import { consoleErrors } from '@test/console-errors';

// The server renders a signed-in visitor's dashboard from the visitor's own reads and sends those reads
// with it (apps/server/src/plugins/pages-with-reads.ts); src/main.tsx primes the cache with them, loads the
// page's code and hydrates the sent markup. The page must be taken over as it is (the same nodes, no
// loading state in between, nothing React had to rebuild) and end as the page rendered afresh.

// Email not verified: the verification card loads after the first screen, where the server sent its
// (empty) placeholder.
const user = makeUser({
  name: 'Ana </script><b>bold</b>',
  emailVerified: false,
  activeSubscription: { plan: 'vip', status: 'active', currentPeriodEnd: '2030-03-14T18:30:00.000Z' },
});
const kpis = [makeKpi({ tier: 'vip', total: 12, wins: 7, losses: 5, unitsProfit: 3.4 })];
const picks = [makeUnlocked(), makeGraded('vip', 'win', 20), makeLocked()];
const subscription = paidSubscription('vip');
const reads = {
  '/api/auth/me': { user },
  '/api/kpis': { tiers: kpis },
  '/api/picks?perTier=6': { picks, more: { vip: 0 } },
  '/api/billing/subscription': subscription,
  '/api/billing/config': { enabled: false, plans: [] },
  '/api/billing/transactions': { transactions: [] },
  '/api/record/ledger/verify': LEDGER_VERIFIES,
};

const app = () => (
  <MemoryRouter initialEntries={['/dashboard']}>
    <AppRoutes />
  </MemoryRouter>
);

// A panel's code loads after the first screen: transformed cold on a loaded machine, it takes seconds.
const WAIT = { timeout: 10_000 };

afterEach(() => {
  unmountRendered();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const stub = () =>
  stubDashboard({
    user,
    kpis,
    picks,
    subscription,
    routes: { '/api/auth/sessions': () => jsonResponse({ sessions: [] }) },
  });

describe("the dashboard's dates, rendered by the server", () => {
  const kickOff = '2030-06-01T18:30:00.000Z';
  const zoned = {
    ...reads,
    '/api/picks?perTier=6': { picks: [makeUnlocked({ eventStartTime: kickOff })], more: {} },
  };

  it.each([
    ['Asia/Tokyo', '02 jun 03:30'],
    ['America/New_York', '01 jun 14:30'],
    ['UTC', '01 jun 18:30'],
  ])(
    "are in the visitor's zone (%s: %s), and the server's own zone is back afterwards",
    async (zone, shown) => {
      await changeLanguage('es');
      const inRuntimeZone = formatShortDate(kickOff, 'es');
      const page = await renderPageWithReads('/dashboard', 'es', zoned, zone);
      expect(page.html).toContain(shown);
      expect(formatShortDate(kickOff, 'es')).toBe(inRuntimeZone);
    },
  );

  it('refuses a zone it does not know rather than showing the wrong times', async () => {
    await expect(renderPageWithReads('/dashboard', 'es', zoned, 'Mars/Olympus')).rejects.toThrow(
      /Unknown time zone/,
    );
  });
});

describe('the dashboard the server renders for a session', () => {
  it('is read from exactly the reads the browser makes on its first render', () => {
    expect(firstReadPaths('/dashboard', true)).toEqual(Object.keys(reads));
    expect(firstReadPaths('/record', true)).toEqual([]);
  });

  it.each(['es', 'en'] as const)(
    'in %s: is taken over as sent, and ends as the page rendered afresh',
    async (language) => {
      await changeLanguage(language);
      const page = await renderPageWithReads('/dashboard', language, reads);
      expect(page.title).toMatch(/Arcade ValueBets/);
      // What the user typed is text in the page, never markup.
      expect(page.html).not.toContain('<b>bold</b>');

      const taken = sentPage(page);
      const first = taken.firstElementChild;
      const card = taken.querySelector('[data-testid="tier-card-vip"]');
      expect(card?.textContent).toMatch(/12/);
      expect(taken.querySelector('[role="status"][aria-label]')).toBeNull();

      // A bankroll kept in this browser: the server rendered the default one's stakes.
      window.localStorage.setItem(BANKROLL_STORAGE_KEY, '250');
      const fetchMock = stub();
      const client = createQueryClient();
      await primeFirstQueries(client, dashboardFirstQueries(), reads);
      await loadRoute(ROUTE_LOADERS.dashboard);
      // Every element taken out of the page that held a tier card: the sent markup must be reused.
      const removals = watchRemovals(taken, '[data-testid^="tier-card-"]');
      const errors = vi.spyOn(console, 'error');
      await takeOver(taken, client, app());
      await waitFor(
        () => expect(taken.querySelector('[data-testid="notifications-panel"]')).not.toBeNull(),
        WAIT,
      );
      expect(removals.stop()).toEqual([]);
      expect(consoleErrors(errors)).toEqual([]);
      expect(taken.firstElementChild).toBe(first);
      expect(taken.querySelector('[data-testid="tier-card-vip"]')).toBe(card);
      // The reads it arrived with are not asked for again.
      for (const path of Object.keys(reads)) expect(callsTo(fetchMock, path)).toHaveLength(0);

      const fresh = await renderedAfresh(app());
      await waitFor(() => expect(fresh.querySelector('[data-testid="tier-card-vip"]')).not.toBeNull(), WAIT);
      // Both pages load the parts after the first screen on their own: compared once both have them.
      await waitFor(() => {
        expect(difference(normalized(taken.innerHTML), normalized(fresh.innerHTML))).toBeNull();
        expect(valuesOf(taken)).toEqual(valuesOf(fresh));
      }, WAIT);
    },
  );
});
