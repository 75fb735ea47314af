import { EventsResponseSchema } from '@arcade/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import {
  earlyPathsFor,
  startEarlyRequest,
  startEarlyRequestsFor,
  takeEarlyRequest,
} from '@/lib/early-requests';
import { changeLanguage } from '@/lib/i18n';
import { stubDashboard } from '@test/fixtures/dashboard';
import { callsTo, jsonResponse, renderApp, stubFetch, visitor } from '@test/helpers';

const EVENT = {
  id: 'event-1',
  sport: 'nba',
  league: 'NBA',
  homeTeam: 'Lakers',
  awayTeam: 'Celtics',
  startTime: '2030-01-01T20:00:00.000Z',
  status: 'upcoming',
};

const landingApi = () =>
  stubFetch({
    '/api/auth/me': visitor,
    '/api/events': () => jsonResponse({ events: [EVENT] }),
    '/api/events/coverage': () => jsonResponse({ generatedAt: '2030-01-01T00:00:00.000Z', sports: [] }),
    '/api/record/volume': () => jsonResponse({ windowDays: 30, days: 30, published: 120, perDay: 4 }),
  });

describe('requests started before the app loads (src/preload.ts)', () => {
  beforeEach(() => changeLanguage('es'));

  it('are exactly the landing page’s first reads, and the page asks for none of them twice', async () => {
    const fetchMock = landingApi();
    startEarlyRequestsFor('/');
    const early = earlyPathsFor('/');
    expect(fetchMock).toHaveBeenCalledTimes(early.length);

    renderApp('/');
    expect(await screen.findByRole('article')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('sports-coverage')).toBeTruthy());

    // The demo badge reads the market's mode once the page has settled (2.5 s): on a slow machine that
    // falls inside this test, and it is no first read.
    const requested = new Set(
      fetchMock.mock.calls
        .map(([input]) => {
          const url = new URL(String(input), 'http://x');
          return url.pathname + url.search;
        })
        .filter((path) => path !== '/api/market/mode'),
    );
    expect([...requested].sort()).toEqual([...early].sort());
    for (const path of early) expect(callsTo(fetchMock, path), path).toHaveLength(1);
    // Every early response was taken by the page, none is left waiting.
    for (const path of early) expect(takeEarlyRequest(path), path).toBeUndefined();
  });

  it('are exactly a signed-in regular user’s first reads of the dashboard, each asked once', async () => {
    const fetchMock = stubDashboard({
      routes: { '/api/auth/sessions': () => jsonResponse({ sessions: [] }) },
    });
    startEarlyRequestsFor('/dashboard');
    const early = earlyPathsFor('/dashboard');
    expect(fetchMock).toHaveBeenCalledTimes(early.length);

    renderApp('/dashboard');
    expect(await screen.findByTestId('tier-card-vip')).toBeTruthy();
    // The alerts panel loads after the first screen and reads last: once it shows its settings, every
    // read has been made. (Asking `takeEarlyRequest` before then would take the panel's early responses
    // from it, and the panel would ask again.)
    await waitFor(
      () => {
        const panel = screen.getByTestId('notifications-panel');
        expect(within(panel).queryByRole('status')).toBeNull();
      },
      { timeout: 10_000 },
    );
    for (const path of early) expect(takeEarlyRequest(path), path).toBeUndefined();

    // The demo badge reads the market's mode once the page has settled (2.5 s): on a slow machine that
    // falls inside this test, and it is no first read.
    const requested = new Set(
      fetchMock.mock.calls
        .map(([input]) => {
          const url = new URL(String(input), 'http://x');
          return url.pathname + url.search;
        })
        .filter((path) => path !== '/api/market/mode'),
    );
    expect([...requested].sort()).toEqual([...early].sort());
    for (const path of early) expect(callsTo(fetchMock, path), path).toHaveLength(1);
  });

  it('are used once: a later read of the same path asks the server again', async () => {
    const fetchMock = landingApi();
    startEarlyRequest('/api/events');
    await apiRequest('/api/events', EventsResponseSchema);
    await apiRequest('/api/events', EventsResponseSchema);
    expect(callsTo(fetchMock, '/api/events')).toHaveLength(2);
  });

  it('are not used once nobody took them for 30 seconds: the read asks the server again', async () => {
    const fetchMock = landingApi();
    // The clock is the test's from the start: a slow machine must not eat into the 30 seconds.
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
    startEarlyRequest('/api/events');
    clock.mockReturnValue(start + 30_001);
    await apiRequest('/api/events', EventsResponseSchema);
    expect(callsTo(fetchMock, '/api/events')).toHaveLength(2);
  });

  it('never answer a write to the same path', async () => {
    const fetchMock = stubFetch({ '/api/events': () => jsonResponse({ events: [] }) });
    startEarlyRequest('/api/events');
    await apiRequest('/api/events', EventsResponseSchema, { method: 'POST', body: {} });
    expect(fetchMock.mock.calls.map(([, init]) => init?.method ?? 'GET')).toEqual(['GET', 'POST']);
    expect(takeEarlyRequest('/api/events')).toBeDefined();
  });
});
