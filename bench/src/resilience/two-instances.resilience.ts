// Two instances: two real server processes on one PostgreSQL database, behind no proxy,
// behave as one service. Sessions and their end, rate limits (Redis), the scheduled jobs, one
// generation at a time and a publication's reach are each checked from the outside, over HTTP and in
// the shared database, with the delays measured and printed.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HeldAi, startHeldAi } from './support/held-ai';
import { type HttpAnswer, sessionCookie } from './support/http';
import { type Instance, getJson, instanceOf, logIn, loggedLines, send } from './support/instance';
import { sleep } from './support/mode';
import { createThrowawayDatabase, type ThrowawayDatabase } from './support/pg-database';
import { pollUntil } from './support/poll';
import { type RateLimitKeys, rateLimitKeys } from './support/redis-keys';
import { type ServerProcess, startServer } from './support/server-process';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink';

/** A Redis database index of this suite's own: its counters are the only ones there. */
const REDIS_URL = process.env.RESILIENCE_REDIS_URL ?? 'redis://127.0.0.1:6379/11';
/** The scheduled sync's interval: 0.075 minutes, 4.5 s. */
const SYNC_INTERVAL_MINUTES = 0.075;
const SYNC_INTERVAL_MS = SYNC_INTERVAL_MINUTES * 60_000;
/** What "at once on the other instance" means (within a second). */
const MAX_DELAY_MS = 1_000;
const admin = { email: 'admin@two-instances.test', password: 'two-instances-admin' };

let db: ThrowawayDatabase;
let limits: RateLimitKeys;
let smtp: SmtpSink;
let ai: HeldAi;
let a: Instance;
let b: Instance;
let adminCookie: string;
const spawned: ServerProcess[] = [];
const measured: Record<string, number> = {};

const me = async (instance: Instance, cookie: string) =>
  (await getJson<{ user: { email: string } | null }>(instance, '/api/auth/me', cookie)).user;

let accounts = 0;
async function signup(instance: Instance) {
  accounts += 1;
  const email = `user${accounts}-${process.pid}@two-instances.test`;
  const password = 'first-password';
  const res = await send(instance, 'POST', '/api/auth/signup', {
    body: { name: 'Two Instances', email, password, language: 'en', ageConfirmed: true },
  });
  expect(res.status, res.text()).toBe(201);
  return { email, password, cookie: sessionCookie(res) };
}

const mailsTo = async (email: string) =>
  (await db.query<{ n: number }>('select count(*)::int as n from mail_outbox where "to" = $1', [email]))[0]
    ?.n ?? 0;

/**
 * The 6-digit code of the next mail queued to `email` after `before` mails (the product may queue it
 * just after answering), read from the shared database.
 */
async function nextCode(email: string, before: number): Promise<string> {
  await pollUntil(`a new mail to ${email}`, async () => ((await mailsTo(email)) > before ? true : undefined));
  const [mail] = await db.query<{ text: string }>(
    'select text from mail_outbox where "to" = $1 order by created_at desc limit 1',
    [email],
  );
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the newest mail to ${email}`);
  return code;
}

/** When a server's schedule started its timer (it ticks every interval from then). */
function scheduledAt(server: ServerProcess): number {
  const [entry] = loggedLines(server, 'market sync scheduled');
  if (!entry) throw new Error(`no "market sync scheduled" line in the log:\n${server.logs()}`);
  return Number(entry.time);
}

/** How far apart, within one interval, the two servers' schedules tick. */
function phaseGapMs(x: ServerProcess, y: ServerProcess): number {
  const offset =
    (((scheduledAt(y) - scheduledAt(x)) % SYNC_INTERVAL_MS) + SYNC_INTERVAL_MS) % SYNC_INTERVAL_MS;
  return Math.min(offset, SYNC_INTERVAL_MS - offset);
}

beforeAll(async () => {
  db = await createThrowawayDatabase('two_instances');
  limits = await rateLimitKeys(REDIS_URL);
  await limits.clear();
  smtp = await startSmtpSink();
  ai = await startHeldAi();
  const env = {
    DATABASE_URL: db.url,
    REDIS_URL,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SMTP_URL: smtp.url,
    MAIL_QUEUE_POLL_MS: '200',
    SYNC_INTERVAL_MINUTES: String(SYNC_INTERVAL_MINUTES),
    AI_BASE_URL: ai.baseUrl,
    AI_API_KEY: 'held',
    AI_MODEL: 'held-model',
    LOG_LEVEL: 'info',
    // The publication below is of a pick off the feed starting seconds later: no lead asked of it.
    OFF_FEED_MIN_LEAD_MINUTES: '0',
  };
  const spawnedAt = new Map<ServerProcess, number>();
  const start = async () => {
    const at = Date.now();
    const server = await startServer({ env });
    spawned.push(server);
    spawnedAt.set(server, at);
    return server;
  };
  // Both start together on the empty database (migrations and the first admin race each other).
  const both = await Promise.allSettled([start(), start()]);
  const failed = both.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  const [first] = spawned as [ServerProcess, ServerProcess];
  let second = spawned[1] as ServerProcess;
  // Schedules ticking together would hide a doubled schedule (the later tick skips while the earlier
  // one's sync holds the lock). If they do, B starts again, timed by its last start-up to tick half an
  // interval after A.
  for (let tries = 0; tries < 2 && phaseGapMs(first, second) < 1_000; tries++) {
    const startup = scheduledAt(second) - (spawnedAt.get(second) ?? 0);
    await second.stop();
    const target = scheduledAt(first) + SYNC_INTERVAL_MS / 2 - startup - Date.now();
    await sleep(((target % SYNC_INTERVAL_MS) + SYNC_INTERVAL_MS) % SYNC_INTERVAL_MS);
    second = await start();
  }
  measured['phase gap of the two schedules'] = phaseGapMs(first, second);
  a = instanceOf('A', first);
  b = instanceOf('B', second);
  adminCookie = await logIn(b, admin.email, admin.password);
}, 120_000);

afterAll(async () => {
  ai?.release();
  for (const instance of [a, b]) instance?.http.close();
  // Every process started, also one replaced or left by a setup that failed midway.
  await Promise.all(spawned.map((server) => server.stop()));
  const logDir = process.env.RESILIENCE_LOG_DIR;
  if (logDir)
    spawned.forEach((server, i) => writeFileSync(join(logDir, `two-instances-${i}.log`), server.logs()));
  await Promise.all([ai?.close(), smtp?.close(), db?.drop()]);
  await limits?.clear();
  await limits?.close();
  const lines = Object.entries(measured).map(([what, ms]) => `  ${what}: ${ms.toFixed(0)} ms`);
  console.log(`two instances, measured:\n${lines.join('\n')}`);
}, 60_000);

describe('sessions', () => {
  it('a session made on one instance works on the other', async () => {
    const user = await signup(a);
    expect((await me(b, user.cookie))?.email).toBe(user.email);
    // The admin logged in on B: A lets the same cookie into an admin route.
    expect((await send(a, 'GET', '/api/admin/stats', { cookie: adminCookie })).status).toBe(200);
  });

  it('a logout on one instance ends the session on the other within a second', async () => {
    const user = await signup(a);
    // B has read the session (and may keep it) before the logout.
    expect((await me(b, user.cookie))?.email).toBe(user.email);
    expect((await me(b, user.cookie))?.email).toBe(user.email);
    expect((await send(a, 'POST', '/api/auth/logout', { cookie: user.cookie })).status).toBe(200);
    const refused = await pollUntil('B refusing the ended session', async () =>
      (await me(b, user.cookie)) === null ? true : undefined,
    );
    measured['logout on A → B refuses the session'] = refused.elapsedMs;
    expect(refused.elapsedMs).toBeLessThanOrEqual(MAX_DELAY_MS);
  });

  it('a password change on one instance ends the account’s sessions on the other within a second', async () => {
    const user = await signup(b);
    const onB = await logIn(b, user.email, user.password);
    expect((await me(a, onB))?.email).toBe(user.email);
    expect((await me(b, onB))?.email).toBe(user.email);
    expect((await me(b, user.cookie))?.email).toBe(user.email);
    const before = await mailsTo(user.email);
    const asked = await send(b, 'POST', '/api/auth/forgot-password', { body: { email: user.email } });
    expect(asked.status).toBe(200);
    const code = await nextCode(user.email, before);
    const reset = await send(a, 'POST', '/api/auth/reset-password', {
      body: { email: user.email, code, newPassword: 'second-password' },
    });
    expect(reset.status, reset.text()).toBe(200);
    const refused = await pollUntil('B refusing the sessions of the old password', async () =>
      (await me(b, onB)) === null && (await me(b, user.cookie)) === null ? true : undefined,
    );
    measured['password reset on A → B refuses the sessions'] = refused.elapsedMs;
    expect(refused.elapsedMs).toBeLessThanOrEqual(MAX_DELAY_MS);
    const old = await send(b, 'POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(old.status).toBe(401);
    await logIn(b, user.email, 'second-password');
  });
});

describe('rate limits with REDIS_URL', () => {
  /** Sends `count` requests alternating between A and B; answers their statuses. */
  async function alternate(count: number, attempt: (instance: Instance) => Promise<HttpAnswer>) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await attempt(i % 2 === 0 ? a : b)).status);
    return statuses;
  }

  it('counts login attempts on both instances against one limit', async () => {
    const user = await signup(a);
    const guess = (instance: Instance) =>
      send(instance, 'POST', '/api/auth/login', { body: { email: user.email, password: 'wrong-guess' } });
    // 10 failures per address and source (auth/rate-limits.ts), wherever they land.
    expect(await alternate(10, guess)).toEqual(Array(10).fill(401));
    expect(await alternate(2, guess)).toEqual([429, 429]);
    expect(await limits.list()).toContain(`login:email-ip:${user.email}|127.0.0.1`);
  });

  it('counts reset-code requests and code guesses on both instances against one limit each', async () => {
    const user = await signup(b);
    const ask = (instance: Instance) =>
      send(instance, 'POST', '/api/auth/forgot-password', { body: { email: user.email } });
    expect(await alternate(3, ask)).toEqual([200, 200, 200]);
    expect(await alternate(2, ask)).toEqual([429, 429]);
    // A code none of the mails carried, so every guess is wrong.
    const sent = await db.query<{ text: string }>('select text from mail_outbox where "to" = $1', [
      user.email,
    ]);
    const wrong = ['000000', '111111', '222222', '333333'].find(
      (code) => !sent.some((m) => m.text.includes(code)),
    );
    const guess = (instance: Instance) =>
      send(instance, 'POST', '/api/auth/reset-password', {
        body: { email: user.email, code: wrong, newPassword: 'never-set-pass' },
      });
    // 5 guesses per address and client (auth/rate-limits.ts), wherever they land.
    expect(await alternate(5, guess)).toEqual(Array(5).fill(400));
    expect(await alternate(2, guess)).toEqual([429, 429]);
    expect(await limits.list()).toContain(`reset:email-ip:${user.email}|127.0.0.1`);
  });
});

describe('one generation at a time', () => {
  it('refuses a generation on one instance with 409 while the other runs one, then allows it', async () => {
    // The market, synced (an admin's sync waits for a scheduled one holding the lock).
    const synced = await send(b, 'POST', '/api/admin/sync', { cookie: adminCookie, timeoutMs: 60_000 });
    expect(synced.status, synced.text()).toBe(200);
    const sameOrigin = { 'x-requested-with': 'XMLHttpRequest' };
    const stream = send(a, 'GET', '/api/picks/stream?pickCount=3', {
      cookie: adminCookie,
      headers: sameOrigin,
    });
    // A's generation is inside the advisory lock, waiting for the (held) AI.
    await ai.waitForRequests(1);
    const onB = await send(b, 'POST', '/api/picks', { cookie: adminCookie, body: { pickCount: 3 } });
    expect(onB.status).toBe(409);
    expect(onB.json<{ error: { code: string } }>().error.code).toBe('CONFLICT');
    const streamOnB = await send(b, 'GET', '/api/picks/stream?pickCount=3', {
      cookie: adminCookie,
      headers: sameOrigin,
    });
    expect(streamOnB.status).toBe(409);
    ai.release();
    const done = await stream;
    expect(done.status).toBe(200);
    expect(done.text()).toContain('"type":"complete"');
    const after = await send(b, 'POST', '/api/picks', { cookie: adminCookie, body: { pickCount: 1 } });
    expect(after.status, after.text()).toBe(200);
  });
});

describe('a publication on one instance', () => {
  interface Kpis {
    tiers: { tier: string; pending: number; wins: number }[];
  }
  const vip = (kpis: Kpis) => kpis.tiers.find((tier) => tier.tier === 'vip') ?? { pending: -1, wins: -1 };
  const picksOf = (instance: Instance) => getJson<{ picks: { id: string }[] }>(instance, '/api/picks');
  const recordOf = (instance: Instance) => getJson<{ picks: { id: string }[] }>(instance, '/api/record');
  const kpisOf = (instance: Instance) => getJson<Kpis>(instance, '/api/kpis');

  /** Polls every probe from the same start; answers each one's delay. */
  async function delays(probes: Record<string, () => Promise<boolean>>): Promise<Record<string, number>> {
    const entries = await Promise.all(
      Object.entries(probes).map(async ([what, probe]) => {
        const seen = await pollUntil(what, async () => ((await probe()) ? true : undefined));
        return [what, seen.elapsedMs] as const;
      }),
    );
    return Object.fromEntries(entries);
  }

  it('is served by the other instance’s picks, KPIs and record within a second', async () => {
    // A manual pick belongs to an event and takes its result only once the event has started: this
    // one starts a few seconds after it is published.
    const startsAt = new Date(Date.now() + 5_000);
    const created = await send(a, 'POST', '/api/admin/picks/manual', {
      cookie: adminCookie,
      body: {
        tier: 'vip',
        sport: 'nba',
        league: 'NBA',
        eventStartTime: startsAt.toISOString(),
        homeTeam: 'Two Instances Home',
        awayTeam: 'Two Instances Away',
        selection: 'home',
        odds: 2.1,
        oddsAmerican: 110,
        bookmaker: 'Two Instances Book',
        edge: 0.05,
        stake: 10,
      },
    });
    expect(created.status, created.text()).toBe(201);
    const id = created.json<{ pick: { id: string } }>().pick.id;
    // B has prepared each answer before the publication.
    const [before, kpisBefore] = await Promise.all([picksOf(b), kpisOf(b), recordOf(b)]);
    expect(before.picks.map((pick) => pick.id)).not.toContain(id);

    const published = await send(a, 'PATCH', `/api/admin/picks/${id}/status`, {
      cookie: adminCookie,
      body: { status: 'published' },
    });
    expect(published.status, published.text()).toBe(200);
    const afterPublish = await delays({
      'publish on A → B GET /api/picks': async () => (await picksOf(b)).picks.some((pick) => pick.id === id),
      'publish on A → B GET /api/kpis': async () =>
        vip(await kpisOf(b)).pending === vip(kpisBefore).pending + 1,
    });

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt.getTime() - Date.now() + 100)));
    const graded = await send(a, 'PATCH', `/api/admin/picks/${id}/result`, {
      cookie: adminCookie,
      // A pick off the feed is graded with where its score can be checked.
      body: { result: 'win', source: 'https://www.example.com/score' },
    });
    expect(graded.status, graded.text()).toBe(200);
    const afterGrade = await delays({
      'grade on A → B GET /api/record': async () => (await recordOf(b)).picks.some((pick) => pick.id === id),
      'grade on A → B GET /api/kpis': async () => vip(await kpisOf(b)).wins === vip(kpisBefore).wins + 1,
    });
    Object.assign(measured, afterPublish, afterGrade);
    for (const ms of [...Object.values(afterPublish), ...Object.values(afterGrade)]) {
      expect(ms).toBeLessThanOrEqual(MAX_DELAY_MS);
    }
  });
});

describe('scheduled jobs run once across both instances', () => {
  it('delivers each queued mail once, whichever worker takes it', async () => {
    const run = Date.now().toString(36);
    const subjects = Array.from({ length: 12 }, (_, i) => `two instances ${run} #${i}`);
    await db.query(
      `insert into mail_outbox ("to", subject, text)
       select 'queue@two-instances.test', s, 'body' from unnest($1::text[]) s`,
      [subjects],
    );
    await pollUntil(
      'every queued mail sent',
      async () => {
        const [row] = await db.query<{ n: number }>(
          `select count(*)::int as n from mail_outbox where subject = any($1) and status <> 'sent'`,
          [subjects],
        );
        return row?.n === 0 ? true : undefined;
      },
      { everyMs: 100, timeoutMs: 15_000 },
    );
    // Both workers kept polling meanwhile: a second delivery would have arrived by now.
    await sleep(500);
    const delivered = smtp.mails
      .filter((mail) => subjects.includes(mail.subject))
      .map((mail) => mail.subject);
    expect(delivered.sort()).toEqual([...subjects].sort());
  });

  it('runs the scheduled market sync once per interval, not once per instance', async () => {
    const scheduledStarts = () =>
      [a, b]
        .flatMap((instance) => loggedLines(instance.server, 'market synced'))
        .filter((entry) => entry.trigger === 'schedule')
        .map((entry) => Date.parse(String(entry.startedAt)))
        .sort((x, y) => x - y);
    // The first sync backfills history and may take several intervals on a busy machine.
    const { value: runs } = await pollUntil(
      'four scheduled syncs',
      async () => (scheduledStarts().length >= 4 ? scheduledStarts() : undefined),
      { everyMs: 250, timeoutMs: 40_000 },
    );
    const gaps = runs.slice(1).map((start, i) => start - (runs[i] ?? 0));
    measured['shortest gap between two scheduled syncs'] = Math.min(...gaps);
    // The schedule allows a tenth of the interval for timer jitter.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(SYNC_INTERVAL_MS * 0.8);
  });
});
