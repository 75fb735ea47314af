// GETs a page starts before its code has loaded (src/preload.ts); the api-client's first request for the
// same path takes the response instead of asking again. A response is used once: later reads refetch.

const pending = new Map<string, Promise<Response>>();

/** Starts a public or session GET as the api-client would send it (same credentials, JSON wanted). */
export function startEarlyRequest(path: string): void {
  if (pending.has(path)) return;
  const response = fetch(path, { headers: { Accept: 'application/json' }, credentials: 'include' });
  // A failure surfaces to the request that takes it; unclaimed, it must not be an unhandled rejection.
  response.catch(() => undefined);
  pending.set(path, response);
}

/** The early response for `path`, once; undefined when none was started or it was already taken. */
export function takeEarlyRequest(path: string): Promise<Response> | undefined {
  const response = pending.get(path);
  pending.delete(path);
  return response;
}

// The reads a page makes on its first render, by path ('*': every page, for the header's session).
// test/early-requests.test.tsx checks they are exactly what the landing and a signed-in regular user's
// dashboard ask for, and asked once. A visitor sent from /dashboard to /login leaves its reads unclaimed.
const EARLY_GETS: Record<string, readonly string[]> = {
  '*': ['/api/auth/me'],
  '/': ['/api/events', '/api/events/coverage', '/api/record/volume'],
  '/dashboard': [
    '/api/kpis',
    '/api/picks',
    '/api/billing/subscription',
    '/api/billing/config',
    '/api/billing/transactions',
    '/api/auth/sessions',
  ],
};

/** The paths the page at `pathname` reads on its first render. */
export function earlyPathsFor(pathname: string): string[] {
  return [...(EARLY_GETS['*'] ?? []), ...(EARLY_GETS[pathname] ?? [])];
}

/** Starts the first reads of the page at `pathname`. */
export function startEarlyRequestsFor(pathname: string): void {
  for (const path of earlyPathsFor(pathname)) startEarlyRequest(path);
}
