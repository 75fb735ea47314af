// (f) A rolling restart behind nginx: two instances on one PostgreSQL, behind nginx configured by the
// repository's own file (deploy/nginx/arcade.conf.template), under reads, writes and an open event
// stream over keep-alive connections, are restarted one after the other (SIGTERM, wait for the exit,
// start again on the same port, wait for /api/ready): once in the short form, three times in the full
// one. Not one request may fail: every answer is the expected one (no 502, 503 or 504, no socket
// error), every acknowledged write is in the database afterwards, every process exits 0, and the
// event stream, told to start again by each instance that stops under it, starts again on the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../apps/server/src/db/client';
import { UNHANDLED_REJECTION } from '../../../apps/server/src/lib/log-error';
import { PASSWORD, type SeededAccount, logIn, openSeedDatabase, seedAccounts } from './support/accounts';
import { grantVip, syncMarket } from './support/admin-api';
import { type HeldAi, startHeldAi } from './support/held-ai';
import { type HttpAnswer, HttpClient, clientAddress, sessionCookie } from './support/http';
import { byMode, isFull, sleep } from './support/mode';
import { type Nginx, startNginx } from './support/nginx';
import { type ThrowawayDatabase, createThrowawayDatabase } from './support/pg-database';
import { Recorder } from './support/recorder';
import {
  type ExitStatus,
  type ServerProcess,
  freePort,
  restartServer,
  startServer,
} from './support/server-process';
import { lostWrites, newSignupTally, signUpUntil } from './support/signups';
import { openStream } from './support/sse';

const ROUNDS = byMode(1, 3);
const READERS = byMode(4, 8);
/** Load before the first SIGTERM, and after the last instance is back. */
const STEADY_MS = byMode(2_000, 5_000);
/** How long a restarted instance takes traffic before the other one is stopped. */
const SETTLE_MS = byMode(1_000, 3_000);
const READS = ['/api/events', '/api/record', '/api/picks', '/api/auth/me', '/api/kpis'];
const ADMIN = { email: 'rolling-admin@example.com', password: 'rolling-admin-pass' };
const STREAM_PATH = '/api/picks/stream?bankroll=1000&pickCount=3';

interface Traffic {
  stop: boolean;
  /** Set while an instance is stopping or starting: the requests ending then are the roll's. */
  isRolling: boolean;
  maxRollMs: number;
  rollRequests: number;
}

let db: ThrowawayDatabase;
let seed: DatabaseHandle;
let ai: HeldAi;
let nginx: Nginx;
let http: HttpClient;
let env: Record<string, string>;
const instances: { name: string; server: ServerProcess }[] = [];
const spawned: ServerProcess[] = [];
let adminCookie: string;
let readers: SeededAccount[];
let loginAccounts: SeededAccount[];
let grantTargets: SeededAccount[];

beforeAll(async () => {
  db = await createThrowawayDatabase('rolling');
  ai = await startHeldAi();
  const ports = [await freePort(), await freePort()] as const;
  nginx = await startNginx([`127.0.0.1:${ports[0]}`, `127.0.0.1:${ports[1]}`]);
  env = {
    DATABASE_URL: db.url,
    // What the browser sees, and what the same-origin check compares a write's Origin with.
    APP_URL: nginx.url,
    // nginx appends the address it saw to X-Forwarded-For; the load generator names each client.
    TRUST_PROXY: 'loopback',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The held AI keeps every generation running: the event stream stays open until an instance stops.
    AI_BASE_URL: ai.baseUrl,
    AI_API_KEY: 'held',
    AI_MODEL: 'held-model',
    AI_TIMEOUT_MS: '300000',
  };
  // Both start together on the empty database (the migrations take turns under their lock).
  const started = await Promise.allSettled(ports.map((port) => startServer({ env, port })));
  for (const outcome of started) if (outcome.status === 'fulfilled') spawned.push(outcome.value);
  const failed = started.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  instances.push({ name: 'A', server: spawned[0] as ServerProcess });
  instances.push({ name: 'B', server: spawned[1] as ServerProcess });

  http = new HttpClient(nginx.url);
  seed = openSeedDatabase(db.url);
  readers = await seedAccounts(seed, { count: READERS, prefix: 'rolling-reader' });
  loginAccounts = await seedAccounts(seed, { count: 60, prefix: 'rolling-login', withPlans: false });
  grantTargets = await seedAccounts(seed, {
    count: byMode(400, 1_200),
    prefix: 'rolling-grant',
    withPlans: false,
  });
  adminCookie = await logIn(http, ADMIN.email, ADMIN.password, clientAddress(1));
  await syncMarket(http, adminCookie);
}, 240_000);

afterAll(async () => {
  ai?.release();
  http?.close();
  await Promise.all(spawned.map((server) => server.stop().catch(() => undefined)));
  await nginx?.stop();
  await ai?.close();
  await seed?.close();
  await db?.drop();
}, 60_000);

/** Every answer must be `expected`; anything else, or no answer, is a failed request. */
function record(traffic: Traffic, recorder: Recorder, kind: string, res: HttpAnswer, expected: number) {
  if (traffic.isRolling) {
    traffic.rollRequests += 1;
    traffic.maxRollMs = Math.max(traffic.maxRollMs, res.ms);
  }
  if (res.status === expected) recorder.ok(kind, res.ms);
  else recorder.error(kind, res.ms, `${res.status} ${res.text().slice(0, 160)}`);
}

async function loop(traffic: Traffic, recorder: Recorder, kind: string, step: () => Promise<void>) {
  while (!traffic.stop) {
    const began = performance.now();
    try {
      await step();
    } catch (error) {
      recorder.error(kind, performance.now() - began, (error as Error).message);
    }
    await sleep(20);
  }
}

/** A subscriber reading the pages' data, over and over. */
function reader(traffic: Traffic, recorder: Recorder, account: SeededAccount, offset: number) {
  let n = offset;
  return loop(traffic, recorder, 'GET (reads)', async () => {
    const path = READS[n++ % READS.length] ?? '/api/events';
    const res = await http.send({ path, headers: { cookie: account.cookie }, timeoutMs: 15_000 });
    record(traffic, recorder, `GET ${path}`, res, 200);
  });
}

/** Logs in again and again; each session it gets must still work afterwards. */
function loginLoop(traffic: Traffic, recorder: Recorder, sessions: string[]) {
  let n = 0;
  return loop(traffic, recorder, 'POST /api/auth/login', async () => {
    const account = loginAccounts[n % loginAccounts.length] as SeededAccount;
    n += 1;
    const res = await http.send({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: account.email, password: PASSWORD },
      headers: { 'x-forwarded-for': clientAddress(200_000 + n) },
      timeoutMs: 15_000,
    });
    record(traffic, recorder, 'POST /api/auth/login', res, 200);
    if (res.status === 200) sessions.push(sessionCookie(res));
    await sleep(100);
  });
}

/** An admin granting a plan to a new account each time: each 200 must be in the database. */
function granter(traffic: Traffic, recorder: Recorder, granted: string[]) {
  return loop(traffic, recorder, 'PATCH subscription', async () => {
    const target = grantTargets.shift();
    if (!target) throw new Error('no account left to grant a plan to');
    const res = await grantVip(http, adminCookie, target.id);
    record(traffic, recorder, 'PATCH subscription', res, 200);
    if (res.status === 200) granted.push(target.id);
    await sleep(150);
  });
}

interface StreamTally {
  /** Streams that sent their first event. */
  opened: number;
  /** Streams an instance ended with `shutting_down`, each followed by a new one. */
  toldToReconnect: number;
  failures: string[];
}

/**
 * An admin's generation stream kept open through nginx: the held AI never lets it finish, so it
 * ends only when its instance stops, with the `shutting_down` error event and a proper end of the
 * body; the client then opens it again at once, as it is told to.
 */
async function streamer(traffic: Traffic, tally: StreamTally): Promise<void> {
  const headers = { cookie: adminCookie, 'x-requested-with': 'XMLHttpRequest' };
  while (!traffic.stop) {
    const stream = openStream(nginx.url, STREAM_PATH, headers);
    const stopper = setInterval(() => traffic.stop && stream.abort(), 100);
    try {
      await stream.firstEvent.then(
        () => (tally.opened += 1),
        () => undefined,
      );
      const outcome = await stream.outcome;
      if (traffic.stop) return;
      const last = outcome.events.at(-1) as { type?: string; reason?: string } | undefined;
      if (outcome.status === 200 && outcome.end === 'ended' && last?.reason === 'shutting_down') {
        tally.toldToReconnect += 1;
      } else {
        tally.failures.push(
          `status ${outcome.status}, ${outcome.end} (${outcome.detail ?? ''}), last event ${JSON.stringify(last)}`,
        );
        await sleep(200);
      }
    } finally {
      clearInterval(stopper);
    }
  }
}

describe('a rolling restart behind nginx', () => {
  it(
    `restarts both instances ${ROUNDS === 1 ? 'once' : `${ROUNDS} times`} under load without one failed request`,
    async () => {
      const recorder = new Recorder();
      const traffic: Traffic = { stop: false, isRolling: false, maxRollMs: 0, rollRequests: 0 };
      const signups = newSignupTally();
      const sessions: string[] = [];
      const granted: string[] = [];
      const streams: StreamTally = { opened: 0, toldToReconnect: 0, failures: [] };
      const load = Promise.all([
        ...readers.map((account, i) => reader(traffic, recorder, account, i)),
        loginLoop(traffic, recorder, sessions),
        granter(traffic, recorder, granted),
        signUpUntil(http, {
          prefix: 'rolling',
          writers: 2,
          stop: () => traffic.stop,
          tally: signups,
          recorder,
          judge: (res) => record(traffic, recorder, 'POST /api/auth/signup', res, 201),
          pauseMs: 100,
        }),
        streamer(traffic, streams),
      ]);

      await sleep(STEADY_MS);
      const exits: { name: string; status: ExitStatus; drainMs: number; startMs: number }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        for (const instance of instances) {
          traffic.isRolling = true;
          const signalled = Date.now();
          const status = await instance.server.stop('SIGTERM', 20_000);
          const drainMs = Date.now() - signalled;
          const starting = Date.now();
          const next = await restartServer(instance.server, { env });
          spawned.push(next);
          exits.push({ name: instance.name, status, drainMs, startMs: Date.now() - starting });
          instance.server = next;
          traffic.isRolling = false;
          await sleep(SETTLE_MS);
        }
      }
      await sleep(STEADY_MS);
      traffic.stop = true;
      await load;

      // Every acknowledged write is there: the accounts, the plans, and each session a login gave.
      const { lostSignups, lostGrants } = await lostWrites(seed, signups.acknowledged, granted);
      const lostSessions: string[] = [];
      for (const cookie of sessions) {
        const me = await http.send({ path: '/api/auth/me', headers: { cookie } });
        if (me.status !== 200 || me.json<{ user: unknown }>().user === null) lostSessions.push(cookie);
      }

      const proxied = nginx.accessLog();
      const handedOver = proxied.filter((entry) => entry.upstreams.length > 1);
      const byInstance = new Map<string, number>();
      for (const entry of proxied)
        for (const upstream of entry.upstreams) byInstance.set(upstream, (byInstance.get(upstream) ?? 0) + 1);
      const summary = recorder.summary();
      console.log(
        `${recorder.table(`rolling restart behind nginx (${isFull ? 'full' : 'short'}): ${ROUNDS} round(s) of A then B; shared machine, timings noisy`)}` +
          `restarts: ${exits.map((e) => `${e.name} exit ${e.status.code ?? e.status.signal} after ${e.drainMs} ms, ready again ${e.startMs} ms later`).join('; ')}\n` +
          `during the restarts: ${traffic.rollRequests} requests answered, the slowest in ${traffic.maxRollMs.toFixed(0)} ms\n` +
          `nginx: ${proxied.length} requests, ${handedOver.length} handed to the other instance (${[
            ...new Set(handedOver.map((entry) => entry.upstreamStatuses.join('→'))),
          ].join(', ')}); per instance ${JSON.stringify(Object.fromEntries(byInstance))}\n` +
          `event stream: ${streams.opened} opened, ${streams.toldToReconnect} told to start again by a stopping instance\n` +
          `acknowledged: ${signups.acknowledged.length} sign-ups (${lostSignups.length} lost), ${granted.length} plan grants (${lostGrants.length} lost), ${sessions.length} logins (${lostSessions.length} sessions lost)`,
      );

      expect(recorder.examples).toEqual([]);
      expect(summary.all.errors).toBe(0);
      expect(proxied.filter((entry) => entry.status >= 500)).toEqual([]);
      expect(exits.map((e) => e.status)).toEqual(exits.map(() => ({ code: 0, signal: null })));
      expect(streams.failures).toEqual([]);
      // Each round stops the instance holding the stream at least once (B if not A, A' after B).
      expect(streams.toldToReconnect).toBeGreaterThanOrEqual(ROUNDS);
      // Every stream a stopping instance ended was opened again (the last one is closed by the test).
      expect(streams.opened).toBeGreaterThan(streams.toldToReconnect);
      expect(lostSignups).toEqual([]);
      expect(lostGrants).toEqual([]);
      expect(lostSessions).toEqual([]);
      expect(Math.min(signups.acknowledged.length, granted.length, sessions.length)).toBeGreaterThan(0);
      // Every instance took traffic; none met a promise that failed unhandled.
      expect([...byInstance.keys()].sort()).toEqual(
        instances.map((instance) => `127.0.0.1:${instance.server.port}`).sort(),
      );
      for (const server of spawned) expect(server.logs()).not.toContain(UNHANDLED_REJECTION);
    },
    byMode(240_000, 600_000),
  );
});
