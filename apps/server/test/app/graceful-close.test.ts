// The drain at close (plugins/graceful-close.ts), over real sockets: what a reverse proxy in front of
// several instances sees of an instance that is shutting down.
import { once } from 'node:events';
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { type Socket, connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccount, loginAs, uniqueEmail, uniqueIp } from '../helpers/accounts';
import { watchAdvisoryLocks } from '../helpers/advisory-locks';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { type FakeOpenAi, startFakeOpenAi } from '../helpers/fake-openai';
import { syncDemo } from '../generation/generation-world';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function send(
  port: number,
  agent: Agent,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers = {
    ...options.headers,
    ...(payload ? { 'content-type': 'application/json', origin: 'http://localhost:3000' } : {}),
  };
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers, agent },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** A new TCP connection: resolves connected, rejects as refused. */
function newConnection(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

let t: TestApp | undefined;
let ai: FakeOpenAi | undefined;
afterEach(async () => {
  await t?.close();
  await ai?.close();
  t = undefined;
  ai = undefined;
});

async function listening(env: Record<string, string> = {}): Promise<number> {
  t = await buildTestApp(env);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return address.port;
}

describe('the drain at close', () => {
  it('refuses new connections at once and answers requests on open ones as usual, with Connection: close', async () => {
    const port = await listening({ SHUTDOWN_IDLE_GRACE_MS: '3000' });
    const reads = new Agent({ keepAlive: true, maxSockets: 1 });
    const writes = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await send(port, reads, '/api/health')).status).toBe(200);
    expect((await send(port, writes, '/api/health')).status).toBe(200);

    const closed = t?.app.close();
    await sleep(100);
    await expect(newConnection(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // The prepared lane's read and a write, each on a connection opened before the close.
    const read = await send(port, reads, '/api/events');
    expect(read.status, read.body).toBe(200);
    expect(read.headers.connection).toBe('close');
    const signup = await send(port, writes, '/api/auth/signup', {
      method: 'POST',
      headers: { 'x-forwarded-for': uniqueIp() },
      body: {
        name: 'Late Arrival',
        email: uniqueEmail('drain'),
        password: 'drain-pass-1',
        language: 'en',
        ageConfirmed: true,
      },
    });
    expect(signup.status, signup.body).toBe(201);
    expect(signup.headers.connection).toBe('close');
    await closed;
  });

  it('leaves an idle keep-alive connection to its client for the grace, then closes it', async () => {
    const port = await listening({ SHUTDOWN_IDLE_GRACE_MS: '1000' });
    const socket = await newConnection(port);
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    await once(socket, 'data');
    const ended = once(socket, 'close');

    const began = Date.now();
    const closed = t?.app.close();
    await sleep(500);
    expect(socket.destroyed || socket.readableEnded).toBe(false);
    await Promise.all([closed, ended]);
    expect(Date.now() - began).toBeGreaterThanOrEqual(950);
  });

  it('stops waiting as soon as the client closes its idle connection itself', async () => {
    const port = await listening({ SHUTDOWN_IDLE_GRACE_MS: '5000' });
    const socket = await newConnection(port);
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    await once(socket, 'data');

    const began = Date.now();
    const closed = t?.app.close();
    await sleep(200);
    socket.end();
    await closed;
    expect(Date.now() - began).toBeLessThan(2_000);
  });

  it('asks an open generation stream to end, tells it why once the lock is let go, and refuses new streams', async () => {
    ai = await startFakeOpenAi();
    const port = await listening({
      AI_BASE_URL: ai.url,
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'fake-model',
      AI_TIMEOUT_MS: '60000',
      SHUTDOWN_IDLE_GRACE_MS: '1000',
    });
    const app = t as TestApp;
    await syncDemo(app, ['soccer', 'nba'], new Date());
    const admin = await createAccount(app.database.db, { role: 'admin' });
    const headers = {
      cookie: await loginAs(app.app, admin.email, admin.plainPassword),
      'x-requested-with': 'fetch',
    };
    // The demo's prices at this moment may hold no value under the default rules, and then the
    // generation ends before it asks the AI anything: loosened, it surely has candidates.
    const loosened = await app.app.inject({
      method: 'PATCH',
      url: '/api/admin/config',
      headers,
      payload: { edgeThreshold: 0, minOdds: 1.01, minProbability: 0 },
    });
    expect(loosened.statusCode, loosened.body).toBe(200);
    // The AI never answers: the generation runs until something stops it.
    ai.reply(...Array.from({ length: 20 }, () => ({ hang: true })));
    const later = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await send(port, later, '/api/health')).status).toBe(200);

    const locks = watchAdvisoryLocks(app.database);
    let isLockFree = false;
    const stream = new Promise<{ body: string; isLockFreeAtEnd: boolean }>((resolve, reject) => {
      const outgoing = request(
        { host: '127.0.0.1', port, path: '/api/picks/stream?bankroll=1000&pickCount=3', headers },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ body, isLockFreeAtEnd: isLockFree }));
          res.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
    try {
      // The generation is waiting on its first AI answer.
      while (ai.requests.length === 0) await sleep(20);
      void locks.released().then(() => (isLockFree = true));
      const closed = app.app.close();
      await sleep(200);
      const refused = await send(port, later, '/api/picks/stream?bankroll=1000&pickCount=1', { headers });
      expect(refused.status).toBe(503);
      expect(JSON.parse(refused.body)).toMatchObject({
        error: { code: 'SERVICE_UNAVAILABLE', reason: 'shutting_down' },
      });

      const { body, isLockFreeAtEnd } = await stream;
      const events = body
        .split('\n\n')
        .filter((block) => block.startsWith('data: '))
        .map((block) => JSON.parse(block.slice('data: '.length)) as { type: string });
      expect(events.at(-1)).toMatchObject({
        type: 'error',
        code: 'SERVICE_UNAVAILABLE',
        reason: 'shutting_down',
      });
      expect(isLockFreeAtEnd).toBe(true);
      await closed;
    } finally {
      locks.stop();
    }
  });
});
