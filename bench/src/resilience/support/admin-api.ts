// The admin's calls the scenarios make, as the admin panel makes them.
import type { HttpAnswer, HttpClient, HttpRequest } from './http';

export interface GeneratedPick {
  id: string;
  status: string;
  edge: number;
}

/** Throws with the answer's text unless its status is one of `expected`. */
export function expectStatus(res: HttpAnswer, what: string, ...expected: number[]): HttpAnswer {
  if (!expected.includes(res.status)) {
    throw new Error(
      `${what} answered ${res.status} (expected ${expected.join(' or ')}): ${res.text().slice(0, 300)}`,
    );
  }
  return res;
}

export async function syncMarket(http: HttpClient, cookie: string): Promise<void> {
  const res = await http.send({
    method: 'POST',
    path: '/api/admin/sync',
    headers: { cookie },
    timeoutMs: 60_000,
  });
  expectStatus(res, 'POST /api/admin/sync', 200);
}

/** POST /api/picks, the JSON form of Generar, with the header the web client sends. */
export const generateRequest = (cookie: string, pickCount = 2, timeoutMs = 60_000): HttpRequest => ({
  method: 'POST',
  path: '/api/picks',
  headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
  body: { pickCount, bankroll: 1000, strategy: 'auto' },
  timeoutMs,
});

/** The raw answer of a generation, so a caller may expect 409 or 503. */
export function generate(
  http: HttpClient,
  cookie: string,
  pickCount: number,
  timeoutMs = 60_000,
): Promise<HttpAnswer> {
  return http.send(generateRequest(cookie, pickCount, timeoutMs));
}

export function picksOf(res: HttpAnswer): GeneratedPick[] {
  return res.json<{ picks: GeneratedPick[] }>().picks;
}

export const publishRequest = (cookie: string, id: string): HttpRequest => ({
  method: 'PATCH',
  path: `/api/admin/picks/${id}/status`,
  headers: { cookie },
  body: { status: 'published' },
});

export function publish(http: HttpClient, cookie: string, id: string): Promise<HttpAnswer> {
  return http.send(publishRequest(cookie, id));
}

/** An admin grants the VIP plan to an account by hand (the acknowledged write of the fault scenarios). */
export function grantVip(http: HttpClient, cookie: string, userId: string): Promise<HttpAnswer> {
  return http.send({
    method: 'PATCH',
    path: `/api/admin/users/${userId}/subscription`,
    headers: { cookie },
    body: { tier: 'vip', status: 'active' },
    timeoutMs: 15_000,
  });
}
