// The product as a real child process (node with tsx's loader, no npm or tsx wrapper in between), so
// signals (SIGTERM, kill -9) reach the server itself and its exit code is the server's own.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export const repoRoot = new URL('../../../../', import.meta.url).pathname;

/** A port the OS just gave out on 127.0.0.1 (a tiny race with other takers is accepted). */
export function freePort(): Promise<number> {
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

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far. */
  logs(): string;
  /** Resolves when the process has exited (at once if it already has). */
  exited: Promise<ExitStatus>;
  /** Sends `signal` and waits for the exit; SIGKILLs and throws after `timeoutMs`. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<ExitStatus>;
}

export interface StartServerOptions {
  /** The server's environment on top of the defaults below; `undefined` removes a default. */
  env?: Record<string, string | undefined>;
  /** How long to wait for /api/ready to answer (any status) before giving up. */
  startTimeoutMs?: number;
  /** Consider the server up when /api/ready answers at all, not only 200 (e.g. a database that is down). */
  acceptUnhealthy?: boolean;
  /** Reuse this port (a restart on the same address); a free one otherwise. */
  port?: number;
  /** Extra node flags before the loader, e.g. `--cpu-prof` to profile the server. */
  nodeArgs?: string[];
}

/**
 * Defaults for a quiet, self-contained server: production mode (as deployed), loopback only, no
 * start-up sync or schedule, warnings only in the log (RESILIENCE_LOG_LEVEL=info to see requests). The caller adds DATABASE_URL or DATA_DIR.
 * The environment is built from scratch (plus PATH and HOME) so nothing of the caller's leaks in.
 */
function serverEnv(port: number, extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: process.env.RESILIENCE_LOG_LEVEL ?? 'warn',
    SYNC_ON_START: 'false',
    SYNC_INTERVAL_MINUTES: '0',
    MAIL_QUEUE_POLL_MS: '60000',
    ...extra,
  };
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts apps/server/src/server.ts and waits until it is ready (/api/ready: the database answers). */
export async function startServer(options: StartServerOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const args = [...(options.nodeArgs ?? []), '--import', 'tsx', 'apps/server/src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: serverEnv(port, options.env ?? {}),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<ExitStatus>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
    } else child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const logs = () => output.join('');
  const stop = async (signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 15_000): Promise<ExitStatus> => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const timer = sleep(timeoutMs).then(() => 'timeout' as const);
    const outcome = await Promise.race([exited, timer]);
    if (outcome === 'timeout') {
      child.kill('SIGKILL');
      await exited;
      throw new Error(`server did not exit within ${timeoutMs} ms of ${signal}:\n${logs()}`);
    }
    return outcome;
  };
  const server: ServerProcess = { url, port, pid: child.pid ?? -1, child, logs, exited, stop };

  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  let gaveUp = false;
  void exited.then(() => (gaveUp = true));
  while (Date.now() < deadline && !gaveUp) {
    try {
      const res = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      if (res.ok || options.acceptUnhealthy) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  if (!gaveUp) await stop('SIGKILL').catch(() => undefined);
  const status = await exited;
  throw new Error(`server did not become healthy (exit ${status.code ?? status.signal}):\n${logs()}`);
}

/** The same server again on the same port and environment (e.g. after a kill). */
export function restartServer(
  previous: Pick<ServerProcess, 'port'>,
  options: StartServerOptions = {},
): Promise<ServerProcess> {
  return startServer({ ...options, port: previous.port });
}
