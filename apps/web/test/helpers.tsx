import type { User } from '@arcade/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/** A phone-width window: every media query the app asks (`min-width` from md or lg up) answers no. */
export function stubNarrowWindow() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'ana@example.com',
    name: 'Ana',
    role: 'regular',
    hasUsedFreePick: false,
    emailVerified: true,
    activeSubscription: null,
    ageConfirmed: true,
    onBreak: null,
    weeklyStakeLimit: null,
    ...overrides,
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** GET /api/auth/me for a visitor: 200 with no user (the server answers it so, not 401). */
export const visitor = () => jsonResponse({ user: null });

/** One stubbed path: gets the request's init and its URL (the query a route may answer by). */
export type Route = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

/** Stubs `fetch` (the network boundary of the web app) with a path → response table; unknown paths 404. */
export function stubFetch(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url, 'http://localhost');
    const route = routes[parsed.pathname];
    return route ? route(init, parsed) : new Response('Not Found', { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.pathname}</output>
      <output data-testid="location-search">{location.search}</output>
    </>
  );
}

/** The requests made to one path, with their parsed JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof stubFetch>, path: string) {
  return fetchMock.mock.calls
    .filter(([input]) => {
      // A path with a query names that query; one without it, any query on the path.
      const url = new URL(String(input), 'http://localhost');
      return (path.includes('?') ? url.pathname + url.search : url.pathname) === path;
    })
    .map(([, init]) => ({
      init,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    }));
}

/** One component under the app's providers (a fresh query client, the toaster), without the router. */
export function renderWithProviders(ui: ReactNode) {
  return render(<Providers queryClient={createQueryClient()}>{ui}</Providers>);
}

export function renderApp(path: string) {
  return render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </Providers>,
  );
}
