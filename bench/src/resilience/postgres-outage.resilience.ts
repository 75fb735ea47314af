// (b) PostgreSQL stopped and started under load, on a throw-away cluster of the script's own: while
// it is down every answer is a 503 that says so (never a 500 or a reset), /api/ready says 503 and
// /api/health 200 (the process lives: nothing ends it, no promise fails unhandled); within 5 s of its
// return the service answers again; every write acknowledged before, during
// or after the outage (sign-ups, an admin's plan grants) is in the database afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../apps/server/src/db/client';
import { UNHANDLED_REJECTION } from '../../../apps/server/src/lib/log-error';
import { type SeededAccount, logIn, openSeedDatabase, seedAccounts } from './support/accounts';
import { HttpClient, clientAddress } from './support/http';
import { byMode, isFull, sleep } from './support/mode';
import { type OutageState, granter, judge, reader } from './support/outage-traffic';
import { type PgCluster, startPgCluster } from './support/pg-cluster';
import { Recorder } from './support/recorder';
import { type ServerProcess, startServer } from './support/server-process';
import { lostWrites, newSignupTally, signUpUntil } from './support/signups';

const ADMIN = { email: 'outage-admin@example.com', password: 'outage-admin-pass' };
const RECOVERY_GOAL_MS = 5_000;
const UP_MS = byMode(1_500, 5_000);
const DOWN_MS = byMode(2_500, 5_000);
/** A fast shutdown (sessions ended with 57P01) in both forms; a crash (immediate) too in the full one. */
const OUTAGES: ('fast' | 'immediate')[] = byMode(
  ['fast', 'immediate'],
  ['fast', 'immediate', 'fast', 'immediate', 'fast'],
);
const READERS = 12;

let cluster: PgCluster;
let server: ServerProcess;
let seed: DatabaseHandle;
let http: HttpClient;
let readers: SeededAccount[];
let grantTargets: SeededAccount[];
let adminCookie: string;

beforeAll(async () => {
  cluster = await startPgCluster();
  const url = await cluster.createDatabase('arcade_outage');
  server = await startServer({
    env: {
      DATABASE_URL: url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: 'loopback',
    },
  });
  http = new HttpClient(server.url);
  seed = openSeedDatabase(url);
  readers = await seedAccounts(seed, { count: READERS, prefix: 'outage-reader' });
  grantTargets = await seedAccounts(seed, { count: 600, prefix: 'outage-grant', withPlans: false });
  adminCookie = await logIn(http, ADMIN.email, ADMIN.password, clientAddress(1));
}, 180_000);

afterAll(async () => {
  http?.close();
  await seed?.close();
  await server?.stop();
  cluster?.destroy();
});

/** Polls `probe` until it is true; the milliseconds it took, or undefined at the deadline. */
async function timeUntil(probe: () => Promise<boolean>, deadlineMs: number): Promise<number | undefined> {
  const began = Date.now();
  while (Date.now() - began < deadlineMs) {
    if (await probe().catch(() => false)) return Date.now() - began;
    await sleep(50);
  }
  return undefined;
}

describe('PostgreSQL stopped and started under load', () => {
  it(`answers a clear 503 while it is down, recovers within ${RECOVERY_GOAL_MS / 1000} s and loses no acknowledged write`, async () => {
    const recorder = new Recorder();
    const state: OutageState = { phase: 'up', stop: false, unclear503: [] };
    const signups = newSignupTally();
    const granted: string[] = [];
    const healthDuringOutage = new Map<number, number>();
    const traffic = Promise.all([
      ...readers.map((account) => reader(http, state, recorder, account.cookie)),
      granter(http, state, recorder, adminCookie, grantTargets, granted),
      signUpUntil(http, {
        prefix: 'outage',
        writers: 2,
        stop: () => state.stop,
        tally: signups,
        recorder,
        judge: (res) => judge(state, recorder, 'POST /api/auth/signup', res),
        pauseMs: 50,
      }),
    ]);

    const outages: string[] = [];
    await sleep(UP_MS);
    for (const mode of OUTAGES) {
      cluster.stop(mode);
      state.phase = 'down';
      const downUntil = Date.now() + DOWN_MS;
      while (Date.now() < downUntil) {
        const fail = (path: string) => (error: Error) => {
          const exit = server.child.exitCode ?? server.child.signalCode;
          throw new Error(
            `${path} failed (${error.message}); server exit: ${exit}\n${server.logs().slice(-4000)}`,
          );
        };
        // Alive all along (liveness 200), not ready while the database is away (503).
        const [health, ready] = await Promise.all([
          http.send({ path: '/api/health' }).catch(fail('/api/health')),
          http.send({ path: '/api/ready' }).catch(fail('/api/ready')),
        ]);
        const key = health.status * 1000 + ready.status;
        healthDuringOutage.set(key, (healthDuringOutage.get(key) ?? 0) + 1);
        await sleep(100);
      }
      cluster.start();
      state.phase = 'recovering';
      const healthMs = await timeUntil(
        async () => (await http.send({ path: '/api/ready' })).status === 200,
        RECOVERY_GOAL_MS * 3,
      );
      const writes = granted.length + signups.acknowledged.length;
      const writeMs = await timeUntil(
        async () => granted.length + signups.acknowledged.length > writes,
        RECOVERY_GOAL_MS * 3,
      );
      state.phase = 'up';
      outages.push(
        `${mode}: health 200 after ${healthMs ?? 'never'} ms, a write acknowledged after ${writeMs ?? 'never'} ms`,
      );
      expect(healthMs).toBeDefined();
      expect(writeMs).toBeDefined();
      expect(Math.max(healthMs ?? Infinity, writeMs ?? Infinity)).toBeLessThanOrEqual(RECOVERY_GOAL_MS);
      await sleep(UP_MS);
    }
    state.stop = true;
    await traffic;

    const { lostSignups, lostGrants } = await lostWrites(seed, signups.acknowledged, granted);
    console.log(
      `${recorder.table(`PostgreSQL outage (${isFull ? 'full' : 'short'}): ${OUTAGES.join(' + ')}; ${DOWN_MS} ms down each; shared machine, timings noisy`)}outages: ${outages.join('; ')}\nhealth while down: ${JSON.stringify(Object.fromEntries(healthDuringOutage))}\nacknowledged: ${signups.acknowledged.length} sign-ups (${lostSignups.length} lost), ${granted.length} plan grants (${lostGrants.length} lost); sign-up answers ${JSON.stringify(Object.fromEntries(signups.statuses))}`,
    );

    expect(recorder.examples).toEqual([]);
    expect(state.unclear503).toEqual([]);
    // Every probe while down: health 200 (alive), ready 503.
    expect([...healthDuringOutage.keys()]).toEqual([200_503]);
    // Every promise handled its own failure: nothing reached the process's last resort.
    expect(server.logs()).not.toContain(UNHANDLED_REJECTION);
    // The outage was felt: some requests were refused while it lasted.
    expect(recorder.summary().kinds.some((kind) => kind.kind.endsWith('[down 503]'))).toBe(true);
    expect(lostSignups).toEqual([]);
    expect(lostGrants).toEqual([]);
    expect(signups.acknowledged.length).toBeGreaterThan(0);
    expect(granted.length).toBeGreaterThan(0);
  });
});
