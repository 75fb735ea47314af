// A small HTTP client on node:http with keep-alive: fetch costs several times more CPU per request,
// and the load generator shares this machine's two cores with the server it measures.
import { Agent, request as httpRequest } from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** Time to the last byte of the body, in milliseconds. */
  ms: number;
  json<T = unknown>(): T;
  text(): string;
}

export interface HttpRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent as JSON (with content-type) unless already a string. */
  body?: unknown;
  /** Abort and reject after this many milliseconds (default 30 s): no request runs unbounded. */
  timeoutMs?: number;
}

/** One keep-alive agent per base URL, big enough for 200 concurrent users. */
export class HttpClient {
  readonly agent = new Agent({ keepAlive: true, maxSockets: 512, keepAliveMsecs: 10_000 });
  private readonly host: string;
  private readonly port: number;

  constructor(readonly baseUrl: string) {
    const url = new URL(baseUrl);
    this.host = url.hostname;
    this.port = Number(url.port);
  }

  send(req: HttpRequest): Promise<HttpAnswer> {
    const began = performance.now();
    const payload =
      req.body === undefined ? undefined : typeof req.body === 'string' ? req.body : JSON.stringify(req.body);
    const headers: Record<string, string> = { ...req.headers };
    if (payload !== undefined) {
      headers['content-type'] ??= 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    const method = req.method ?? 'GET';
    // A state change carries the app's Origin, as the browser sends it (plugins/same-origin.ts).
    if (method !== 'GET' && method !== 'HEAD') headers.origin ??= this.baseUrl;
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        { host: this.host, port: this.port, method, path: req.path, headers, agent: this.agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body,
              ms: performance.now() - began,
              json: <T>() => JSON.parse(body.toString('utf8')) as T,
              text: () => body.toString('utf8'),
            });
          });
        },
      );
      outgoing.setTimeout(req.timeoutMs ?? 30_000, () =>
        outgoing.destroy(new Error(`${method} ${req.path}: no answer within ${req.timeoutMs ?? 30_000} ms`)),
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** The `sid` cookie a login or sign-up set, as a Cookie header value. */
export function sessionCookie(answer: HttpAnswer): string {
  const setCookie = answer.headers['set-cookie'] ?? [];
  const sid = (Array.isArray(setCookie) ? setCookie : [setCookie])
    .map((cookie) => /^sid=([^;]+)/.exec(cookie)?.[1])
    .find((value) => value !== undefined);
  if (!sid) throw new Error(`no sid cookie in an answer ${answer.status}: ${answer.text().slice(0, 200)}`);
  return `sid=${sid}`;
}

/** A distinct client address per n (10.x.y.z), sent as X-Forwarded-For to a server trusting loopback. */
export function clientAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}`;
}
