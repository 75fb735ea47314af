import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import { etagOf, matchesEtag } from '../lib/etag';
import { REQUEST_ID_HEADER, requestId } from '../lib/request-id';

/**
 * Answers one public read from prepared bytes, given the query string after `?` ('' without one), or
 * says `undefined` (an unusual query, bytes not ready yet) so that the app's route answers instead.
 */
type LaneAnswer = (query: string) => Buffer | undefined;

/**
 * The prepared lane: the busiest public reads (the same bytes for every visitor, whoever they are)
 * answered on the HTTP server's own request event, before the router, the hooks and the request's
 * objects are set up. Such a read needs none of them: no session (its answer is the same for
 * everyone), no body, no validation (only the plain forms of its query are taken here), and it writes
 * the very headers the hooks would: the security headers, the request's id, the ETag and
 * Cache-Control of a prepared read. Everything else — another method (HEAD included), another query,
 * bytes not ready, and every request once the server begins to close (the drain answers it with
 * `Connection: close`) — goes on to the app unchanged, where the route gives the same answer.
 * Requests through `inject` (the tests) always take the app's route.
 */
export class PreparedLane {
  private readonly answers = new Map<string, LaneAnswer>();
  private headers: Record<string, string> = {};
  private log: FastifyBaseLogger | undefined;
  /** Whether requests are logged (the app logs each at `info`): then the lane logs its own too. */
  private logsRequests = false;
  /** Per prepared body, its 200's and 304's headers but the request id, as flat name/value lists. */
  private readonly headerLists = new WeakMap<Buffer, { ok: string[]; notModified: string[] }>();
  private open = false;

  /** The headers every response carries (the security headers) and the log, once the app has them. */
  start(headers: Record<string, string>, log: FastifyBaseLogger): void {
    this.headers = headers;
    this.log = log;
    this.logsRequests = ['trace', 'debug', 'info'].includes(log.level);
    this.open = true;
  }

  /** From the start of the close on, every request goes through the app (its drain answers them). */
  close(): void {
    this.open = false;
  }

  /** Answers GET `path` here while `answer` has bytes for the query. */
  serve(path: string, answer: LaneAnswer): void {
    this.answers.set(path, answer);
  }

  /** Whether the request was answered here; when not, nothing was read from it or written to it. */
  handle(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.open || request.method !== 'GET') return false;
    const url = request.url ?? '';
    const mark = url.indexOf('?');
    const answer = this.answers.get(mark === -1 ? url : url.slice(0, mark));
    if (!answer) return false;
    const body = answer(mark === -1 ? '' : url.slice(mark + 1));
    if (!body) return false;
    const started = this.logsRequests ? performance.now() : undefined;
    const id = requestId(request);
    const lists = this.headerListsOf(body);
    if (matchesEtag(request.headers['if-none-match'], etagOf(body))) {
      response.writeHead(304, [...lists.notModified, REQUEST_ID_HEADER, id]);
      response.end();
    } else {
      response.writeHead(200, [...lists.ok, REQUEST_ID_HEADER, id]);
      response.end(body);
    }
    if (started !== undefined)
      this.log?.info(
        {
          requestId: id,
          req: {
            method: 'GET',
            url,
            host: request.headers.host,
            remoteAddress: request.socket.remoteAddress,
          },
          res: { statusCode: response.statusCode },
          responseTime: performance.now() - started,
          lane: 'prepared',
        },
        'request completed',
      );
    return true;
  }

  /** The headers of a body's answers, built once per body (a prepared body lives until its data changes). */
  private headerListsOf(body: Buffer): { ok: string[]; notModified: string[] } {
    let lists = this.headerLists.get(body);
    if (!lists) {
      const notModified = [
        ...Object.entries(this.headers).flat(),
        'etag',
        etagOf(body),
        'cache-control',
        'public, no-cache',
      ];
      const ok = [
        ...notModified,
        'content-type',
        'application/json; charset=utf-8',
        'content-length',
        String(body.length),
      ];
      lists = { ok, notModified };
      this.headerLists.set(body, lists);
    }
    return lists;
  }

  /** Fastify's `serverFactory`: a plain HTTP server, set up as Fastify sets up its own, that asks the lane first. */
  serverFactory(): FastifyServerFactory {
    return (handler, options) => {
      const server: Server = createServer((request, response) => {
        if (!this.handle(request, response)) handler(request, response);
      });
      // Fastify passes its options with its defaults filled in (a 72 s keep-alive, no request timeout).
      const { keepAliveTimeout, requestTimeout, connectionTimeout, maxRequestsPerSocket } = options;
      if (typeof keepAliveTimeout === 'number') server.keepAliveTimeout = keepAliveTimeout;
      if (typeof requestTimeout === 'number') server.requestTimeout = requestTimeout;
      if (typeof connectionTimeout === 'number') server.setTimeout(connectionTimeout);
      if (typeof maxRequestsPerSocket === 'number' && maxRequestsPerSocket > 0)
        server.maxRequestsPerSocket = maxRequestsPerSocket;
      return server;
    };
  }
}
