/**
 * Who may call a route, decided from its path in this one place. Unknown API
 * routes need a session: a route is public only when it is listed here.
 */
export type RouteAccess = 'public' | 'user' | 'admin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every method of every route under these paths is admin-only (pick generation streams picks into the
 * database; DanyScore NBA is an admin tab whose refresh spends the balldontlie quota).
 */
const ADMIN_PATHS = ['/api/admin', '/api/lab', '/api/picks/stream', '/api/danyscore-nba'] as const;

/**
 * Paths under a public tree that need a session all the same: a user's own list of sessions, and one
 * graded pick's prices (among the record's details, which an account opens).
 */
const USER_PATHS = ['/api/auth/sessions', '/api/record/picks'] as const;

/** Exact paths whose reads are public but whose writes are admin-only (POST /api/picks generates picks). */
const ADMIN_WRITE_PATHS = ['/api/picks'] as const;

/**
 * API paths anyone may call: `reads` only for safe methods, `any` for every method. Every other API
 * path needs a session and no more: the pick analysis tool (/api/analyze-pick and
 * /api/analyze-pick-manual) is for any logged-in user, regular or admin, and never for anonymous callers.
 */
const PUBLIC_API: readonly { path: string; methods: 'reads' | 'any'; exact?: boolean }[] = [
  { path: '/api/auth', methods: 'any' },
  // The plans on sale (the landing and the dashboard show them), and Stripe's signed webhook.
  { path: '/api/billing/config', methods: 'reads', exact: true },
  { path: '/api/billing/webhook', methods: 'any', exact: true },
  // The API documentation: the OpenAPI document and the page rendered from it.
  { path: '/api/docs', methods: 'reads' },
  { path: '/api/health', methods: 'reads' },
  { path: '/api/ready', methods: 'reads' },
  { path: '/api/events', methods: 'reads' },
  { path: '/api/kpis', methods: 'reads', exact: true },
  // Whether the simulated demo market feeds the product: every page's badge.
  { path: '/api/market/mode', methods: 'reads', exact: true },
  // The link in every publication email: its signed token, not a session, says whose emails stop.
  { path: '/api/notifications/unsubscribe', methods: 'reads', exact: true },
  { path: '/api/picks', methods: 'reads', exact: true },
  { path: '/api/record', methods: 'reads' },
  // Telegram posts the bot's updates here; the secret header, not a session, says it is Telegram.
  { path: '/api/telegram/webhook', methods: 'any', exact: true },
];

const RANK: Record<RouteAccess, number> = { public: 0, user: 1, admin: 2 };

/** Lower case and no trailing slash, so look-alike registrations classify like the route they mimic. */
export function normalizePath(url: string): string {
  const path = url.toLowerCase().replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

function accessOfMethod(method: string, path: string): RouteAccess {
  if (ADMIN_PATHS.some((prefix) => isUnder(path, prefix))) return 'admin';
  const isRead = SAFE_METHODS.has(method.toUpperCase());
  if (!isRead && (ADMIN_WRITE_PATHS as readonly string[]).includes(path)) return 'admin';
  // Everything outside /api is the web app: static files and the single-page app's pages.
  if (!isUnder(path, '/api')) return 'public';
  if (USER_PATHS.some((prefix) => isUnder(path, prefix))) return 'user';
  const isPublic = PUBLIC_API.some(
    (rule) =>
      (rule.exact ? path === rule.path : isUnder(path, rule.path)) && (rule.methods === 'any' || isRead),
  );
  return isPublic ? 'public' : 'user';
}

/** The strictest access any of the route's methods needs: the methods share one set of hooks. */
export function routeAccess(methods: string | readonly string[], url: string): RouteAccess {
  const path = normalizePath(url);
  const list = typeof methods === 'string' ? [methods] : methods;
  return list
    .map((method) => accessOfMethod(method, path))
    .reduce<RouteAccess>(
      (strictest, access) => (RANK[access] > RANK[strictest] ? access : strictest),
      'public',
    );
}
