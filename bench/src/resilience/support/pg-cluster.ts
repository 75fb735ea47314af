// A throw-away PostgreSQL cluster of the script's own (initdb + pg_ctl on a free port, data under
// /tmp), so a fault test may stop and start it without touching the machine's shared cluster on 5432.
// PostgreSQL refuses to run as root: every binary runs as the postgres user through runuser.
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './server-process';

export interface PgCluster {
  port: number;
  dataDir: string;
  /** postgres://postgres@127.0.0.1:<port>/<database> (trust authentication). */
  url(database?: string): string;
  /** Creates a database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** pg_ctl stop: `fast` ends sessions (57P01), `immediate` is a crash (WAL recovery at the next start). */
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  isRunning(): boolean;
  /** Stops the cluster (immediately) and deletes its directory. */
  destroy(): void;
}

/** The newest installed PostgreSQL's binaries (Debian layout), or PG_BIN_DIR. */
export function postgresBinDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const version = versions.find((name) => existsSync(join(root, name, 'bin', 'initdb')));
  if (!version) throw new Error(`no PostgreSQL binaries under ${root} (set PG_BIN_DIR)`);
  return join(root, version, 'bin');
}

const isRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as the postgres user when we are root. */
function runPg(binary: string, args: string[], options: { allowFailure?: boolean } = {}): string {
  const path = join(postgresBinDir(), binary);
  const [command, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
  const result = spawnSync(command, argv, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0 && !options.allowFailure) {
    throw new Error(
      `${binary} ${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`,
    );
  }
  return `${result.stdout}${result.stderr}`;
}

function postgresIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/** Clusters this process started and has not destroyed: stopped on exit, whatever happens. */
const live = new Set<PgCluster>();
let exitHookInstalled = false;
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const cluster of live) cluster.destroy();
  });
}

/**
 * initdb (trust authentication, no fsync at init), then starts it on a free loopback port with Unix
 * sockets off. `settings` are extra postgresql.conf lines, e.g. `{ max_connections: '200' }`.
 */
export async function startPgCluster(settings: Record<string, string> = {}): Promise<PgCluster> {
  const parent = mkdtempSync(join(tmpdir(), 'arcade-pg-'));
  const dataDir = join(parent, 'data');
  if (isRoot()) {
    const { uid, gid } = postgresIds();
    chownSync(parent, uid, gid);
  }
  runPg('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  const port = await freePort();
  const conf: Record<string, string> = {
    port: String(port),
    listen_addresses: "'127.0.0.1'",
    unix_socket_directories: "''",
    logging_collector: 'off',
    ...settings,
  };
  appendFileSync(
    join(dataDir, 'postgresql.conf'),
    `\n# arcade resilience suite\n${Object.entries(conf)
      .map(([key, value]) => `${key} = ${value}`)
      .join('\n')}\n`,
  );
  const logFile = join(parent, 'postgres.log');
  if (isRoot()) {
    const { uid, gid } = postgresIds();
    // The log lives beside the data directory; pg_ctl (as postgres) appends to it.
    appendFileSync(logFile, '');
    chownSync(logFile, uid, gid);
  }
  let running = false;
  const cluster: PgCluster = {
    port,
    dataDir,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: cluster.url() });
      await client.connect();
      try {
        await client.query(`create database "${name.replaceAll('"', '')}"`);
      } finally {
        await client.end();
      }
      return cluster.url(name);
    },
    start() {
      runPg('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', 'start']);
      running = true;
    },
    stop(mode = 'fast') {
      runPg('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop'], { allowFailure: !running });
      running = false;
    },
    isRunning: () => running,
    destroy() {
      if (!live.delete(cluster)) return;
      if (existsSync(join(dataDir, 'postmaster.pid'))) {
        runPg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], { allowFailure: true });
      }
      running = false;
      rmSync(parent, { recursive: true, force: true });
    },
  };
  live.add(cluster);
  installExitHook();
  try {
    cluster.start();
  } catch (error) {
    cluster.destroy();
    throw error;
  }
  return cluster;
}
