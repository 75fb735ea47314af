/** What a client reads while the database is down: the request may simply be sent again. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable; try again in a few seconds';
/** Seconds a client should wait before retrying (the Retry-After header). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Socket-level failures between the server and PostgreSQL.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// PostgreSQL going away: admin_shutdown, crash_shutdown, cannot_connect_now (starting up or
// shutting down), too_many_connections. Class 08 (connection exceptions) is matched by prefix.
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

// node-postgres and pg-pool raise these as plain Errors without a code; PGlite after close().
const MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
];

function isUnavailableHere(error: Error): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return MESSAGES.some((text) => error.message.startsWith(text));
}

/**
 * True when `error` (or what it wraps: Drizzle's query error keeps the driver's error as `cause`;
 * a refused dual-stack connect is an AggregateError) means the database could not be reached, as
 * opposed to a query it refused: the request failed through no fault of its own and can be retried.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if (isUnavailableHere(error)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  ) {
    return true;
  }
  return isDatabaseUnavailable(error.cause, depth + 1);
}
