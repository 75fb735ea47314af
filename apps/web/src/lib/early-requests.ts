// GETs a page starts before its code has loaded (src/preload.ts); the api-client's first request for the
// same path takes the response instead of asking again. A response is used once: later reads refetch.

/** An early response nobody took within this long is not the page's any more: a later read asks again. */
const FRESH_FOR_MS = 30_000;

const pending = new Map<string, { response: Promise<Response>; startedAt: number }>();

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The response with its body read at once: one nobody takes (a read this account's page does not make)
 * would otherwise hold its connection open, unread, for as long as the page lives.
 */
async function buffered(response: Response): Promise<Response> {
  const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/**
 * Starts a public or session GET as the api-client would send it (same credentials, JSON wanted).
 * One already under way for `path` is kept, unless `replace` (the session changed since it started).
 */
export function startEarlyRequest(path: string, { replace = false }: { replace?: boolean } = {}): void {
  if (pending.has(path) && !replace) return;
  const response = fetch(path, { headers: { Accept: 'application/json' }, credentials: 'include' }).then(
    buffered,
  );
  // A failure surfaces to the request that takes it; unclaimed, it must not be an unhandled rejection.
  response.catch(() => undefined);
  pending.set(path, { response, startedAt: Date.now() });
}

/**
 * A page the server rendered for the signed-in visitor arrives with its first reads (`<html
 * data-first-reads="path path…">`, the bodies in `#first-reads`): those paths are not asked for again.
 */
export function pathsArrivedWithPage(): string[] {
  if (typeof document === 'undefined') return [];
  return (document.documentElement.getAttribute('data-first-reads') ?? '').split(' ').filter(Boolean);
}

/** The first reads' bodies, as the API sent them, taken by the api-client like early responses. */
export function provideEarlyResponses(bodies: Readonly<Record<string, unknown>>): void {
  for (const [path, body] of Object.entries(bodies)) {
    const response = new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    pending.set(path, { response: Promise.resolve(response), startedAt: Date.now() });
  }
}

/** Drops every early response nobody took (the server's render, between two visitors). */
export function forgetEarlyRequests(): void {
  pending.clear();
}

/** The early response for `path`, once; undefined when none was started, it was taken, or it is stale. */
export function takeEarlyRequest(path: string): Promise<Response> | undefined {
  const early = pending.get(path);
  pending.delete(path);
  return early && Date.now() - early.startedAt <= FRESH_FOR_MS ? early.response : undefined;
}

// The reads a page makes on its first render, by path ('*': every page, for the header's session).
// test/early-requests.test.tsx checks they are exactly what the landing and a signed-in regular user's
// dashboard ask for, and asked once. The server sends a visitor without a session from /dashboard to
// the login before the page, and so before any of them, starts.
const EARLY_GETS: Record<string, readonly string[]> = {
  '*': ['/api/auth/me'],
  '/': ['/api/events', '/api/events/coverage', '/api/record/volume'],
  '/dashboard': [
    '/api/kpis',
    '/api/picks?perTier=6',
    '/api/billing/subscription',
    '/api/billing/config',
    '/api/billing/transactions',
    '/api/record/ledger/verify',
    '/api/notifications/preferences',
    '/api/notifications/channels',
    '/api/bets/summary',
  ],
  '/account': ['/api/auth/sessions'],
};

/** The paths the page at `pathname` reads on its first render. */
export function earlyPathsFor(pathname: string): string[] {
  return [...(EARLY_GETS['*'] ?? []), ...(EARLY_GETS[pathname] ?? [])];
}

/** Starts the first reads of the page at `pathname`, but for those the page arrived with. */
export function startEarlyRequestsFor(pathname: string): void {
  const arrived = new Set(pathsArrivedWithPage());
  for (const path of earlyPathsFor(pathname)) if (!arrived.has(path)) startEarlyRequest(path);
}

/**
 * Starts the reads of the page at `pathname` itself, not the session's, anew: for an app already
 * running, whose session is known (after a login, before navigating to the user's home) and whose
 * earlier early reads, made as a visitor, would answer for nobody.
 */
export function startPageRequestsFor(pathname: string): void {
  for (const path of EARLY_GETS[pathname] ?? []) startEarlyRequest(path, { replace: true });
}
