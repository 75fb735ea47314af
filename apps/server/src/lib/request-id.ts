import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * A caller's id is kept only when it is a short token of characters that are harmless in a header,
 * a log line and an HTML page: a proxy's or a client's correlation id looks like that, and anything
 * else (a megabyte, a newline that forges a log line, markup) is replaced by an id of our own.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/** The id of a request: the caller's `X-Request-Id` when it is a safe token, else a new UUID. */
export function requestId(request: Pick<IncomingMessage, 'headers'>): string {
  const offered = request.headers[REQUEST_ID_HEADER];
  return typeof offered === 'string' && SAFE_REQUEST_ID.test(offered) ? offered : randomUUID();
}
