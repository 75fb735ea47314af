/**
 * The logger's `err` serializer. Drizzle puts a failed query's parameters in its error's message,
 * stack and `params` (a password hash, an email), and PostgreSQL's `detail` quotes the row; neither
 * may reach the log. Only the type, message, code, the constraint or table named, and stack frames do.
 */

/** Properties that name what failed without quoting data. */
const SAFE_KEYS = [
  'code',
  'statusCode',
  'errno',
  'syscall',
  'address',
  'port',
  'severity',
  'constraint',
  'table',
  'column',
  'routine',
] as const;

const MAX_DEPTH = 5;

/** Drizzle's query error, recognised by shape so no driver-specific import is needed. */
function isQueryError(error: Error): boolean {
  return 'params' in error && 'query' in error;
}

/** Everything from "params:" on is a query's parameter list: cut it wherever a message embeds it. */
function withoutParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*/, '\nparams: [not logged]');
}

function framesOf(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: withoutParams(String(error)), stack: '' };
  }
  const queryError = isQueryError(error);
  const out: SerializedError = {
    type: error.constructor?.name ?? error.name,
    // A query error's own message is the SQL and its parameters; its cause says what went wrong.
    message: queryError ? 'Database query failed' : withoutParams(error.message),
    stack: framesOf(error.stack),
  };
  for (const key of SAFE_KEYS) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (error.cause !== undefined && depth < MAX_DEPTH) out.cause = serializeError(error.cause, depth + 1);
  if (error instanceof AggregateError && depth < MAX_DEPTH) {
    out.errors = error.errors.map((inner: unknown) => serializeError(inner, depth + 1));
  }
  return out;
}

/**
 * What the server's log says of a promise whose failure nobody handled: a bug (every promise handles its
 * own), logged at fatal while the process keeps serving; the resilience tests fail on a log holding it.
 */
export const UNHANDLED_REJECTION = 'unhandled rejection: a promise failed with nobody to handle it';
