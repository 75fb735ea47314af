import type { BrowserContext } from 'playwright-core';
import { nextClientAddress } from './client-address';

/** A refused API call, with what the server said, so a failing fixture explains itself. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what} answered ${status}: ${JSON.stringify(body)}`);
  }

  /** `error.reason` of the answer (a 409 on a pick or a free-pick claim), when it has one. */
  get reason(): string | undefined {
    const error = (this.body as { error?: { reason?: unknown } } | null)?.error;
    return typeof error?.reason === 'string' ? error.reason : undefined;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);
/** Every call is bounded: a hung server fails the fixture instead of the test's own timeout. */
const CALL_TIMEOUT_MS = 45_000;

/**
 * One account's session on the product's HTTP API, as the web client holds it: the `sid` cookie, and
 * an Origin equal to the app's URL on every state change (the server refuses cross-origin writes).
 * Like a browser, it is a client of its own: its calls name their own address in X-Forwarded-For.
 */
export class ApiSession {
  private constructor(
    readonly baseUrl: string,
    private readonly sid: string,
    readonly clientAddress: string,
  ) {}

  static async logIn(baseUrl: string, email: string, password: string): Promise<ApiSession> {
    return ApiSession.open(baseUrl, '/api/auth/login', { email, password });
  }

  static async signUp(
    baseUrl: string,
    account: { name: string; email: string; password: string },
  ): Promise<ApiSession> {
    return ApiSession.open(baseUrl, '/api/auth/signup', { ...account, language: 'es', ageConfirmed: true });
  }

  private static async open(baseUrl: string, path: string, body: unknown): Promise<ApiSession> {
    const clientAddress = nextClientAddress();
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': clientAddress },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    if (!response.ok) throw new ApiCallError(response.status, await readBody(response), `POST ${path}`);
    const sid = response.headers
      .getSetCookie()
      .map((cookie) => /^sid=([^;]+)/.exec(cookie)?.[1])
      .find((value) => value !== undefined);
    if (!sid) throw new Error(`POST ${path} set no sid cookie`);
    return new ApiSession(baseUrl, sid, clientAddress);
  }

  /** The JSON answer of a 2xx; anything else throws an ApiCallError. */
  async call<T>(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    const headers: Record<string, string> = {
      cookie: `sid=${this.sid}`,
      'x-forwarded-for': this.clientAddress,
      ...extraHeaders,
    };
    if (!SAFE_METHODS.has(method)) headers.origin = this.baseUrl;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const answer = await readBody(response);
    if (!response.ok) throw new ApiCallError(response.status, answer, `${method} ${path}`);
    return answer as T;
  }

  /** Puts this session into a browser profile, so a journey starts logged in without the login form. */
  async addTo(context: BrowserContext): Promise<void> {
    await context.addCookies([
      { name: 'sid', value: this.sid, url: this.baseUrl, httpOnly: true, sameSite: 'Lax' },
    ]);
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
