// The product started as a real process on a new data directory while two busy processes load the CPU:
// it listens before its first market sync, keeps answering during it, finishes it, and a SIGTERM in the
// middle of it stops it and exits cleanly.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

/** A port the OS just gave out on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

interface Started {
  child: ChildProcess;
  url: string;
  logs: () => string;
  /** The exit code, or null while the process runs. */
  exitCode: () => number | null;
  exited: Promise<number | null>;
}

const children: ChildProcess[] = [];
const dataDirs: string[] = [];

/** The server as `npm start` runs it (production mode, the start-up sync on), on a new data directory. */
async function startServer(): Promise<Started> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'arcade-start-under-load-'));
  dataDirs.push(dataDir);
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SYNC_ON_START: 'true',
      SYNC_INTERVAL_MINUTES: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  let code: number | null = null;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (exitCode, signal) => {
      code = exitCode ?? (signal ? -1 : null);
      resolve(code);
    }),
  );
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    logs: () => output.join(''),
    exitCode: () => code,
    exited,
  };
}

/**
 * Waits until `check` holds of the server's output so far, looking again each time it writes; throws
 * if the process exits first, and with the server's log after `timeoutMs`.
 */
function untilLogged(
  server: Started,
  what: string,
  check: (logs: string) => boolean,
  timeoutMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const { stdout, stderr } = server.child;
    const settle = (error?: Error) => {
      clearTimeout(timer);
      stdout?.off('data', look);
      stderr?.off('data', look);
      server.child.off('exit', exited);
      if (error) reject(error);
      else resolve();
    };
    // Registered after startServer's own 'data' listeners: the chunk is already in the log.
    const look = () => {
      if (check(server.logs())) settle();
    };
    const exited = () =>
      settle(new Error(`server exited (${server.exitCode()}) waiting for ${what}:\n${server.logs()}`));
    const timer = setTimeout(
      () => settle(new Error(`timed out waiting for ${what}:\n${server.logs()}`)),
      timeoutMs,
    );
    stdout?.on('data', look);
    stderr?.on('data', look);
    server.child.once('exit', exited);
    if (server.exitCode() !== null) exited();
    else look();
  });
}

const isHealthy = async (server: Started) => {
  try {
    const res = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
};

/** The log line the server writes once it listens (right after `listen`, in server.ts). */
const isServing = (logs: string) => logs.includes('Arcade ValueBets is serving');

/** The log line the market sync writes when the start-up sync has run. */
const hasSyncedAtStart = (logs: string) =>
  logs
    .split('\n')
    .some((line) => line.includes('"msg":"market synced"') && line.includes('"trigger":"start"'));

describe('starting on a new install while the CPU is busy', () => {
  beforeAll(async () => {
    // Two processes that keep both cores busy for the whole file: each says so as its loop begins
    // (a write to a pipe is synchronous), and the tests start once both have.
    const busy: Promise<unknown>[] = [];
    for (let i = 0; i < 2; i++) {
      const child = spawn(process.execPath, ['-e', "process.stdout.write('busy\\n');for(;;){}"], {
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      children.push(child);
      busy.push(once(child.stdout, 'data'));
    }
    await Promise.all(busy);
  });

  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('answers /api/health before its first market sync ends, keeps running, and the sync completes', async () => {
    const server = await startServer();
    await untilLogged(server, 'listening', isServing, 120_000);
    expect(await isHealthy(server)).toBe(true);
    // Listening came first: the start-up sync (two seasons of demo history) was still running.
    expect(hasSyncedAtStart(server.logs())).toBe(false);

    await untilLogged(server, 'the start-up sync', hasSyncedAtStart, 240_000);
    expect(server.exitCode()).toBeNull();
    expect(await isHealthy(server)).toBe(true);
    const res = await fetch(`${server.url}/api/events`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { events: unknown[] };
    expect(body.events.length).toBeGreaterThan(0);
    expect(server.logs()).not.toContain("forgotten to call 'done'");

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 400_000);

  it('stops its start-up sync on SIGTERM and exits cleanly', async () => {
    const server = await startServer();
    await untilLogged(server, 'listening', isServing, 120_000);
    expect(await isHealthy(server)).toBe(true);
    expect(hasSyncedAtStart(server.logs())).toBe(false);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.logs()).toContain('market sync at start stopped: the server is shutting down');
    expect(server.logs()).not.toContain('shutdown timed out');
    expect(server.logs()).not.toContain('background task failed');
  }, 200_000);
});
