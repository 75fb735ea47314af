// (c) Outside providers failing while the product works: The Odds API answering 500 or hanging during
// a sync (with a generation beside it), and the AI provider failing, hanging or gone while generations
// run. Each sync or generation finishes or fails with a clear message within its configured timeouts,
// no other route answers 5xx meanwhile, and nothing is half-written. On the embedded database (the
// default), where one connection serves everything and a long transaction would stall every read.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeOddsApi,
  oddsPath,
  startFakeOddsApi,
} from '../../../apps/server/test/helpers/fake-odds-api';
import { type FakeOpenAi, startFakeOpenAi } from '../../../apps/server/test/helpers/fake-openai';
import { logIn } from './support/accounts';
import { expectStatus, generate, syncMarket } from './support/admin-api';
import { HttpClient, clientAddress } from './support/http';
import { type OutageState, reader } from './support/outage-traffic';
import { oddsFixtures } from './support/odds-fixtures';
import { Recorder } from './support/recorder';
import { type ServerProcess, startServer } from './support/server-process';
import { openStream } from './support/sse';

const ADMIN = { email: 'providers-admin@example.com', password: 'providers-admin-pass' };
const ODDS_TIMEOUT_MS = 1_500;
const AI_TIMEOUT_MS = 1_500;
const SPORTS = ['basketball_nba', 'soccer_epl'];
const SLACK_MS = 3_000;

const dirs: string[] = [];
const servers: ServerProcess[] = [];
let odds: FakeOddsApi;
let ai: FakeOpenAi;

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'arcade-resilience-providers-'));
  dirs.push(dir);
  return dir;
}

beforeAll(async () => {
  [odds, ai] = await Promise.all([startFakeOddsApi({ remaining: 100_000 }), startFakeOpenAi()]);
});

afterAll(async () => {
  for (const server of servers) await server.stop().catch(() => undefined);
  await odds?.close();
  await ai?.close().catch(() => undefined);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A started server with an admin session on it. */
async function world(env: Record<string, string>) {
  const server = await startServer({
    env: { DATA_DIR: dataDir(), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env },
  });
  servers.push(server);
  const http = new HttpClient(server.url);
  const cookie = await logIn(http, ADMIN.email, ADMIN.password, clientAddress(1));
  return { server, http, cookie };
}

/** Readers that must never see a 5xx nor wait long while the providers fail; `stop` answers what they saw. */
function watchReads(http: HttpClient, cookie: string): () => Promise<Recorder> {
  const recorder = new Recorder();
  const state: OutageState = { phase: 'up', stop: false, unclear503: [] };
  const readers = Promise.all(Array.from({ length: 4 }, () => reader(http, state, recorder, cookie)));
  return async () => {
    state.stop = true;
    await readers;
    return recorder;
  };
}

const adminPickCount = async (http: HttpClient, cookie: string) =>
  expectStatus(await http.send({ path: '/api/admin/stats', headers: { cookie } }), 'admin stats', 200).json<{
    totalPicks: number;
  }>().totalPicks;

async function timedSync(http: HttpClient, cookie: string) {
  const began = Date.now();
  const requestsBefore = odds.requests.length;
  const res = await http.send({
    method: 'POST',
    path: '/api/admin/sync',
    headers: { cookie },
    timeoutMs: 60_000,
  });
  return { res, ms: Date.now() - began, requests: odds.requests.length - requestsBefore };
}

describe('The Odds API failing during a sync', () => {
  it('reports the failure per sport within the timeouts, keeps the market it had and serves every other route', async () => {
    const { http, cookie } = await world({
      ODDS_API_KEY: 'resilience-key',
      ODDS_API_BASE_URL: odds.url,
      ODDS_API_SPORTS: SPORTS.join(','),
      ODDS_API_TIMEOUT_MS: String(ODDS_TIMEOUT_MS),
    });
    for (const sport of SPORTS) odds.always(oddsPath(sport), { body: oddsFixtures(sport) });
    await syncMarket(http, cookie);
    const events = () =>
      http.send({ path: '/api/events' }).then((res) => res.json<{ events: unknown[] }>().events);
    const marketBefore = (await events()).length;
    expect(marketBefore).toBeGreaterThan(0);
    const stopReaders = watchReads(http, cookie);

    const lines: string[] = [];
    for (const failure of [{ status: 500, body: { message: 'boom' } }, { hang: true }] as const) {
      for (const sport of SPORTS) odds.always(oddsPath(sport), failure);
      // A generation beside the failing sync: it reads the stored market, never the provider.
      const [sync, generation] = await Promise.all([
        timedSync(http, cookie),
        generate(http, cookie, 2, 30_000),
      ]);
      const results = expectStatus(sync.res, 'POST /api/admin/sync', 200).json<{
        results: { sport: string; error?: string }[];
      }>().results;
      const kind = 'status' in failure ? 'answering 500' : 'hanging';
      lines.push(
        `odds provider ${kind}: sync answered ${sync.res.status} in ${sync.ms} ms after ${sync.requests} requests (${results.map((r) => `${r.sport}: ${r.error}`).join('; ')}); a generation beside it answered ${generation.status} in ${Math.round(generation.ms)} ms: ${generation.text().slice(0, 120)}`,
      );
      expect(results.length).toBeGreaterThan(0);
      for (const result of results) expect(result.error).toMatch(/provider|timed out|timeout|status 500/i);
      expect(sync.ms).toBeLessThanOrEqual(sync.requests * ODDS_TIMEOUT_MS + SLACK_MS);
      expect([200, 409]).toContain(generation.status);
      expect(await events()).toHaveLength(marketBefore);
    }
    const recorder = await stopReaders();
    console.log(
      `${recorder.table('reads while The Odds API failed (shared machine, noisy)')}${lines.join('\n')}`,
    );
    expect(recorder.examples).toEqual([]);
  });
});

describe('the AI provider failing while generations run', () => {
  let http: HttpClient;
  let cookie: string;
  let stopReaders: () => Promise<Recorder>;

  beforeAll(async () => {
    ({ http, cookie } = await world({
      AI_BASE_URL: ai.url,
      AI_API_KEY: 'sk-resilience',
      AI_MODEL: 'fake-model',
      AI_TIMEOUT_MS: String(AI_TIMEOUT_MS),
    }));
    // The demo market's first sync is one long write: on the embedded database every read waits for
    // it, so the readers start after it (the failures under test are the AI's, not the sync's).
    await syncMarket(http, cookie);
    stopReaders = watchReads(http, cookie);
  });

  type Log = { chronologicalLog?: { message: string }[] } | null;
  const skipReasons = (picks: { analysisLog: Log }[]) =>
    picks.map(
      (pick) =>
        pick.analysisLog?.chronologicalLog?.find((entry) => entry.message.startsWith('AI enrichment'))
          ?.message,
    );

  /** Generates with the AI in a given state; answers the line for the report. */
  async function generateWithout(name: string, reason: string): Promise<string> {
    // Limpiar: pending picks go, so the same events can be picked (and sent to the AI) again.
    expectStatus(
      await http.send({ method: 'DELETE', path: '/api/admin/picks/clear', headers: { cookie } }),
      'clear',
      200,
    );
    const before = await adminPickCount(http, cookie);
    const res = await generate(http, cookie, 3, 60_000);
    const body = expectStatus(res, `generation with the AI ${name}`, 200).json<{
      picks: { analysisLog: Log }[];
      message?: string;
    }>();
    const after = await adminPickCount(http, cookie);
    const reasons = skipReasons(body.picks);
    // Picks were found, so the AI was asked for each of them.
    expect(body.picks.length, body.message).toBeGreaterThan(0);
    expect(after - before).toBe(body.picks.length);
    for (const each of reasons) expect(each).toContain(`AI enrichment skipped: ${reason}`);
    // Each pick waits at most one AI timeout.
    expect(res.ms).toBeLessThanOrEqual(Math.max(body.picks.length, 1) * AI_TIMEOUT_MS * 2 + SLACK_MS);
    return `AI ${name}: generation 200 in ${Math.round(res.ms)} ms, ${body.picks.length} picks (${reasons[0] ?? body.message})`;
  }

  it('finishes each generation without the AI, within the AI timeout per pick, writing exactly the picks it returns', async () => {
    const lines: string[] = [];
    const cases: { name: string; arrange: () => Promise<void>; reason: string }[] = [
      { name: 'answering 500', arrange: async () => ai.reset(), reason: 'provider_error' },
      {
        name: 'hanging',
        arrange: async () => ai.reply(...Array.from({ length: 30 }, () => ({ hang: true }))),
        reason: 'timeout',
      },
    ];
    for (const scenario of cases) {
      await scenario.arrange();
      lines.push(await generateWithout(scenario.name, scenario.reason));
    }
    console.log(`\n${lines.join('\n')}`);
  });

  it('writes nothing when the admin closes the stream of a generation waiting on the AI', async () => {
    ai.reset();
    ai.reply(...Array.from({ length: 30 }, () => ({ hang: true })));
    const before = await adminPickCount(http, cookie);
    const stream = openStream(new URL(http.baseUrl).origin, '/api/picks/stream?pickCount=3&bankroll=1000', {
      cookie,
      'x-requested-with': 'XMLHttpRequest',
    });
    await stream.firstEvent;
    stream.abort();
    await stream.outcome;
    const closedAt = Date.now();
    // From now on the AI refuses at once, so the next generation's own time does not count below.
    ai.reset();
    // The cancelled run lets go of the generation lock once it sees the abort (its AI call is
    // aborted too), well within one AI timeout; until then another generation is refused (409).
    let next = await generate(http, cookie, 1, 30_000);
    while (next.status === 409 && Date.now() - closedAt < AI_TIMEOUT_MS + SLACK_MS) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      next = await generate(http, cookie, 1, 30_000);
    }
    const freedMs = Date.now() - closedAt;
    expectStatus(next, 'a generation after the cancelled one', 200);
    const stored = next.json<{ picks: unknown[] }>().picks.length;
    expect(await adminPickCount(http, cookie)).toBe(before + stored);
    console.log(
      `\nstream closed by the admin mid-generation: the lock was free (and a new generation done) after ${freedMs} ms; nothing of the cancelled run was stored`,
    );
  });

  it('finishes a generation with the AI gone (connection refused), and no read failed meanwhile', async () => {
    await ai.close();
    const line = await generateWithout('gone (connection refused)', 'provider_error');
    const recorder = await stopReaders();
    console.log(`${recorder.table('reads while the AI failed (shared machine, noisy)')}${line}`);
    expect(recorder.examples).toEqual([]);
  });
});
