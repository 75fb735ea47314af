// (e) SIGTERM drains: a request in flight (a market sync) finishes, the generation's event stream ends
// cleanly (its result, or an error event, then the end of the body; never a reset), a request that
// arrives meanwhile on a connection already open is answered as usual with `Connection: close` and a
// new connection is refused, the process exits 0, and a new instance on the same database takes the
// generation and sync locks at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../../apps/server/test/helpers/fake-openai';
import { logIn, openSeedDatabase } from './support/accounts';
import { expectStatus, generate, syncMarket } from './support/admin-api';
import { HttpClient, clientAddress } from './support/http';
import { sleep } from './support/mode';
import { type PgCluster, startPgCluster } from './support/pg-cluster';
import { type ServerProcess, startServer } from './support/server-process';
import { openStream } from './support/sse';

const ADMIN = { email: 'drain-admin@example.com', password: 'drain-admin-pass' };
/** Each AI answer takes this long, so a generation is surely running when SIGTERM arrives. */
const AI_DELAY_MS = 700;

let cluster: PgCluster;
let databaseUrl: string;
let ai: FakeOpenAi;
const servers: ServerProcess[] = [];
let secondServer: ServerProcess | undefined;

const aiAnswer = {
  adjustedProbability: 0.5,
  warnings: [],
  riskLevel: 'medium',
  confidence: 'medium',
  keyFactors: ['resilience suite'],
};

function serverEnv(): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    AI_BASE_URL: ai.url,
    AI_API_KEY: 'sk-resilience',
    AI_MODEL: 'fake-model',
    AI_TIMEOUT_MS: '10000',
  };
}

beforeAll(async () => {
  cluster = await startPgCluster();
  databaseUrl = await cluster.createDatabase('arcade_drain');
  ai = await startFakeOpenAi();
});

afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL').catch(() => undefined);
  await ai?.close();
  cluster?.destroy();
});

describe('SIGTERM', () => {
  it('lets requests in flight finish, ends the event stream cleanly, exits 0 and leaves no lock behind', async () => {
    const first = await startServer({ env: serverEnv() });
    servers.push(first);
    const http = new HttpClient(first.url);
    const cookie = await logIn(http, ADMIN.email, ADMIN.password, clientAddress(1));
    await syncMarket(http, cookie);
    ai.reply(...Array.from({ length: 20 }, () => ({ answer: aiAnswer, delayMs: AI_DELAY_MS })));

    // A generation streaming its progress, and a sync (a write holding the sync lock) in flight.
    const stream = openStream(first.url, '/api/picks/stream?pickCount=3&bankroll=1000', {
      cookie,
      'x-requested-with': 'XMLHttpRequest',
    });
    await stream.firstEvent;
    const sync = http.send({
      method: 'POST',
      path: '/api/admin/sync',
      headers: { cookie },
      timeoutMs: 30_000,
    });
    await sleep(50);
    const signalledAt = Date.now();
    first.child.kill('SIGTERM');
    await sleep(100);

    // Arriving during the drain: on the connection the login left open, answered as usual and that
    // connection closed after it (or refused, had the agent no open connection to spare); on a new
    // connection, refused.
    const late = await http.send({ path: '/api/admin/picks', headers: { cookie } }).catch((e: Error) => e);
    if (!(late instanceof Error)) {
      expect(late.status, late.text()).toBe(200);
      expect(late.headers.connection).toBe('close');
    }
    const fresh = new HttpClient(first.url);
    const refused = await fresh.send({ path: '/api/health' }).catch((e: NodeJS.ErrnoException) => e);
    fresh.close();
    expect(refused).toMatchObject({ code: 'ECONNREFUSED' });

    const synced = await sync;
    expect(synced.status, synced.text()).toBe(200);
    const streamed = await stream.outcome;
    expect(streamed.end, streamed.detail).toBe('ended');
    const last = streamed.events.at(-1) as { type: string; reason?: string };
    // Finished within the drain, or told why not; either way the body ended properly.
    expect(last.type === 'complete' || (last.type === 'error' && last.reason === 'shutting_down')).toBe(true);

    const exit = await first.exited;
    const drainMs = Date.now() - signalledAt;
    console.log(
      `\nSIGTERM: exit ${exit.code ?? exit.signal} after ${drainMs} ms; in-flight sync ${synced.status}; stream ended with '${last.type}' after ${streamed.events.length} events; a request during the drain on an open connection: ${late instanceof Error ? `refused (${late.message})` : `${late.status}, connection ${String(late.headers.connection)}`}`,
    );
    expect(exit).toEqual({ code: 0, signal: null });
    http.close();

    // The next instance takes both locks at once: nothing held them past the exit.
    const second = await startServer({ env: serverEnv() });
    servers.push(second);
    const next = new HttpClient(second.url);
    const nextCookie = await logIn(next, ADMIN.email, ADMIN.password, clientAddress(2));
    ai.reset();
    const generated = await generate(next, nextCookie, 1);
    expectStatus(generated, 'a generation right after the restart', 200);
    const resync = expectStatus(
      await next.send({ method: 'POST', path: '/api/admin/sync', headers: { cookie: nextCookie } }),
      'a sync right after the restart',
      200,
    );
    // A sync skipped because another instance holds its lock answers no results.
    expect(resync.json<{ results: unknown[] }>().results.length).toBeGreaterThan(0);
    next.close();
    secondServer = second;
  });

  it('ends a generation that outlasts the drain with an error event and writes none of its picks', async () => {
    const server = secondServer;
    if (!server) throw new Error('the first test did not start the second server');
    const seed = openSeedDatabase(databaseUrl);
    const http = new HttpClient(server.url);
    const cookie = await logIn(http, ADMIN.email, ADMIN.password, clientAddress(3));
    const countPicks = async () =>
      (await seed.query<{ n: number }>('select count(*)::int as n from picks')).rows[0]?.n ?? -1;
    const before = await countPicks();
    // The AI never answers (its 10 s timeout outlasts the 5 s drain): the generation is still running.
    ai.reset();
    ai.reply(...Array.from({ length: 20 }, () => ({ hang: true })));
    const stream = openStream(server.url, '/api/picks/stream?pickCount=3&bankroll=1000', {
      cookie,
      'x-requested-with': 'XMLHttpRequest',
    });
    await stream.firstEvent;
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const streamed = await stream.outcome;
    const exit = await server.exited;
    const drainMs = Date.now() - signalledAt;
    const last = streamed.events.at(-1) as { type: string; reason?: string; message?: string };
    console.log(
      `\nSIGTERM during a generation held by the AI: exit ${exit.code ?? exit.signal} after ${drainMs} ms; the stream ended (${streamed.end}) with ${JSON.stringify(last)}`,
    );
    expect(streamed.end, streamed.detail).toBe('ended');
    expect(last).toMatchObject({ type: 'error', code: 'SERVICE_UNAVAILABLE', reason: 'shutting_down' });
    expect(exit).toEqual({ code: 0, signal: null });
    expect(await countPicks()).toBe(before);
    http.close();
    await seed.close();
  });
});
