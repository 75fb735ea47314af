// Simulated users for the load scenario: each does what its page does (the requests a page load sends
// in parallel), thinks, and does it again until the deadline. Every answer is recorded by kind.
import { PASSWORD, type SeededAccount } from './accounts';
import { generateRequest, publishRequest } from './admin-api';
import { type HttpAnswer, type HttpClient, type HttpRequest, clientAddress, sessionCookie } from './http';
import { sleep } from './mode';
import type { Recorder } from './recorder';

export interface LoadContext {
  http: HttpClient;
  recorder: Recorder;
  /** Date.now() after which no user starts another page. */
  deadline: number;
  /** Users start spread over this many milliseconds. */
  rampMs: number;
  /** Pause between one user's pages, drawn uniformly from this range. */
  thinkMs: [number, number];
  /** Chance per page that a subscriber logs in again (a new session, from a new address). */
  reloginChance: number;
  /** Chance per admin page that the admin generates picks (and publishes one). */
  generateChance: number;
}

const between = ([low, high]: [number, number]) => low + Math.random() * (high - low);

/** A distinct client address for every login, so per-address limits count users, not the load generator. */
let nextAddress = 50_000;

async function hit(
  ctx: LoadContext,
  kind: string,
  req: HttpRequest,
  expected: number[] = [200],
): Promise<HttpAnswer | undefined> {
  const began = performance.now();
  const recorder = ctx.recorder;
  try {
    const res = await ctx.http.send(req);
    if (expected.includes(res.status)) recorder.ok(kind, res.ms);
    else recorder.error(kind, res.ms, `${res.status} ${res.text().slice(0, 160)}`);
    return res;
  } catch (error) {
    recorder.error(kind, performance.now() - began, (error as Error).message);
    return undefined;
  }
}

/** Runs `page` until the deadline, after a random start within the ramp, with think time between. */
async function loop(ctx: LoadContext, page: () => Promise<void>): Promise<void> {
  await sleep(Math.random() * ctx.rampMs);
  while (Date.now() < ctx.deadline) {
    await page();
    await sleep(between(ctx.thinkMs));
  }
}

/** An anonymous visitor on the landing page: the page, then its API reads in parallel. */
export function visitor(ctx: LoadContext): Promise<void> {
  return loop(ctx, async () => {
    await hit(ctx, 'GET / (page)', { path: '/' });
    await Promise.all([
      hit(ctx, 'GET /api/auth/me', { path: '/api/auth/me' }),
      hit(ctx, 'GET /api/events', { path: '/api/events' }),
      hit(ctx, 'GET /api/picks (anon)', { path: '/api/picks' }),
      hit(ctx, 'GET /api/record', { path: '/api/record' }),
      hit(ctx, 'GET /api/kpis', { path: '/api/kpis' }),
    ]);
  });
}

async function logIn(ctx: LoadContext, account: SeededAccount): Promise<string | undefined> {
  nextAddress += 1;
  const res = await hit(ctx, 'POST /api/auth/login', {
    method: 'POST',
    path: '/api/auth/login',
    body: { email: account.email, password: PASSWORD },
    headers: { 'x-forwarded-for': clientAddress(nextAddress) },
  });
  return res?.status === 200 ? sessionCookie(res) : undefined;
}

/** A subscriber on the dashboard; `logsInFirst` starts with a login instead of a kept session. */
export function subscriber(ctx: LoadContext, account: SeededAccount, logsInFirst: boolean): Promise<void> {
  let cookie = account.cookie;
  let first = logsInFirst;
  return loop(ctx, async () => {
    if (first || Math.random() < ctx.reloginChance) {
      cookie = (await logIn(ctx, account)) ?? cookie;
      first = false;
    }
    const headers = { cookie };
    await Promise.all([
      hit(ctx, 'GET /api/auth/me (user)', { path: '/api/auth/me', headers }),
      hit(ctx, 'GET /api/picks (user)', { path: '/api/picks', headers }),
      hit(ctx, 'GET /api/record (user)', { path: '/api/record', headers }),
      hit(ctx, 'GET /api/kpis', { path: '/api/kpis', headers }),
      hit(ctx, 'GET /api/billing/subscription', { path: '/api/billing/subscription', headers }),
    ]);
  });
}

export interface AdminTally {
  generated: number;
  busy: number;
  published: string[];
  /** Pending picks an admin has taken to publish, so two admins never publish the same one. */
  claimed: Set<string>;
}

/** A pending pick in the admin's table that no admin has taken yet. */
function unclaimedPending(res: HttpAnswer | undefined, tally: AdminTally): string | undefined {
  if (res?.status !== 200) return undefined;
  const { picks } = res.json<{ picks: { id: string; status: string }[] }>();
  const pick = picks.find((each) => each.status === 'pending' && !tally.claimed.has(each.id));
  if (pick) tally.claimed.add(pick.id);
  return pick?.id;
}

/**
 * An admin in the panel: the tab counts, the first page of Pendientes and the stats; now and then
 * Generar (one generation at a time across admins, so 409 "already running" is a correct answer) and
 * the publication of a pending pick.
 */
export function admin(ctx: LoadContext, cookie: string, tally: AdminTally): Promise<void> {
  const headers = { cookie };
  return loop(ctx, async () => {
    const [table] = await Promise.all([
      hit(ctx, 'GET /api/admin/picks', { path: '/api/admin/picks?status=pending', headers }),
      hit(ctx, 'GET /api/admin/picks/counts', { path: '/api/admin/picks/counts', headers }),
      hit(ctx, 'GET /api/admin/stats', { path: '/api/admin/stats', headers }),
    ]);
    if (Math.random() >= ctx.generateChance) return;
    const generation = await hit(ctx, 'POST /api/picks (generate)', generateRequest(cookie), [200, 409]);
    if (generation?.status === 200) tally.generated += 1;
    if (generation?.status === 409) tally.busy += 1;
    const id = unclaimedPending(table, tally);
    if (!id) return;
    const published = await hit(ctx, 'PATCH publish', publishRequest(cookie, id));
    if (published?.status === 200) tally.published.push(id);
  });
}
