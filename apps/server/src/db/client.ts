import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import { defaultTemplateDir, templateFor } from './pglite-template';
import type { Database, DatabaseMode } from './database';
import * as schema from './schema/index';

export type { Database, DatabaseMode, Schema, Tx } from './database';

export interface DatabaseHandle {
  db: Database;
  mode: DatabaseMode;
  /** Round-trips a trivial query; throws when the database is unreachable. */
  ping(): Promise<void>;
  /** Plain parameterised SQL, for migrations tooling and tests that inspect the catalogue. */
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /**
   * Runs `work` only if this process gets the session advisory lock `key` (held on one dedicated
   * connection for the duration); answers `{ ran: false }` at once when another instance holds it.
   */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
  /**
   * A new connection of its own, outside the pool and not yet connected (PostgreSQL only; PGlite is
   * one process, so nothing needs one): the change feed LISTENs on it.
   */
  newClient?(): pg.Client;
  /**
   * The embedded database's files as a gzip-compressed tar, taken while it runs (PGlite only: a
   * PostgreSQL server is backed up with its own tools).
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

const drizzleOptions = { schema, casing: 'snake_case' } as const;

/** Wraps an open PGlite in the app's database handle; `onClose` runs after PGlite closes. */
export function fromPglite(client: PGlite, onClose: () => void = () => {}): DatabaseHandle {
  const heldKeys = new Set<number>();
  const db = drizzlePglite({ client, ...drizzleOptions }) as unknown as Database;
  return {
    db,
    mode: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    query: async <T>(text: string, params?: unknown[]) => client.query<T>(text, params),
    // One process, one session: session advisory locks are re-entrant there, so overlapping runs in
    // this process are kept apart in memory (and no other process may open the directory at all).
    withAdvisoryLock: async (key, work) => {
      if (heldKeys.has(key)) return { ran: false };
      heldKeys.add(key);
      try {
        return { ran: true, value: await work() };
      } finally {
        heldKeys.delete(key);
      }
    },
    dumpDataDir: async () => {
      // A checkpoint first, so the files themselves hold every committed write; then the copy waits
      // for the open transaction, if any, and nothing starts until it is taken.
      await client.exec('checkpoint');
      return client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
    },
    close: async () => {
      if (!client.closed) await client.close();
      onClose();
    },
  };
}

/** Wraps a node-postgres pool in the app's database handle. */
export function fromPool(pool: pg.Pool, onClose: () => Promise<void> = async () => {}): DatabaseHandle {
  const db = drizzleNodePg({ client: pool, ...drizzleOptions }) as unknown as Database;
  return {
    db,
    mode: 'postgres',
    newClient: () => new pg.Client(pool.options),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    query: async <T>(text: string, params?: unknown[]) => {
      const result = await pool.query(text, params);
      return { rows: result.rows as T[] };
    },
    withAdvisoryLock: async (key, work) => {
      const holder = await pool.connect();
      try {
        const { rows } = await holder.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key]);
        if (!rows[0]?.ok) return { ran: false };
        try {
          return { ran: true, value: await work() };
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        holder.release();
      }
    },
    close: async () => {
      await pool.end();
      await onClose();
    },
  };
}

/** PostgreSQL did not answer at start-up: the message is one line that names the variable (DATABASE_URL). */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

/** A connection attempt gives up after this, so an unroutable host fails the start instead of hanging it. */
const CONNECT_TIMEOUT_MS = 10_000;

/** The URL as it may be printed: without its password. */
function printableUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://… (unparsable)';
  }
}

/** node-postgres reports a refused dual-stack connect as an AggregateError with an empty message. */
function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && !error.message) {
    return [...new Set(error.errors.map((inner: unknown) => reasonOf(inner)))].join('; ');
  }
  if (error instanceof Error) return error.message || (error as NodeJS.ErrnoException).code || error.name;
  return String(error);
}

/**
 * A pool on the PostgreSQL at `databaseUrl`, checked with one query; `variable` is the setting the URL
 * came from, named when it cannot connect.
 */
export async function openPostgres(
  databaseUrl: string,
  { variable = 'DATABASE_URL', max = 10 }: { variable?: string; max?: number } = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle client whose server went away (a restart, a failover) is dropped by the pool, which then
  // emits 'error': unhandled, that event ends the process. Requests meanwhile fail on their own
  // connections (503, plugins/error-handler.ts) and the next query connects afresh.
  pool.on('error', (error) => {
    console.warn(`database connection lost: ${reasonOf(error)} (the pool reconnects on the next query)`);
  });
  // A checked-out client (a transaction between two queries, an advisory lock's holder during its
  // work) has no listener of the pool's, so its connection dying (a restart's 57P01) would be an
  // unhandled 'error' that ends the process. With this one the loss surfaces where it matters: the
  // client's next query fails (503) and the pool discards the unqueryable client on release.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = reasonOf(error).replaceAll('\n', ' ');
    throw new DatabaseUnreachableError(
      `Cannot connect to the database at ${variable}=${printableUrl(databaseUrl)}: ${reason}. Is PostgreSQL running there, and is the URL right?`,
    );
  }
  return fromPool(pool);
}

/**
 * PostgreSQL through node-postgres when a URL is given (checked with one query, so a wrong URL fails
 * the start at once); otherwise embedded PGlite persisted under
 * `dataDir/pglite`, guarded by a lock file because two processes on one PGlite directory lose rows.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where a new embedded database's template is looked for (db/pglite-template.ts); beside the server by default. */
  templateDir?: string;
  /** A backup (an uncompressed or gzip-compressed tar of PGlite's files) to create the new embedded database from. */
  archive?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  mkdirSync(options.dataDir, { recursive: true });
  const release = acquireDataDirLock(options.dataDir);
  try {
    const pgDir = join(options.dataDir, 'pglite');
    // PGlite loads an archive only into a new directory: it would open an existing one and ignore it.
    if (options.archive && existsSync(pgDir) && readdirSync(pgDir).length > 0) {
      throw new Error(`${pgDir} already holds a database: a backup is restored only into an empty one`);
    }
    const loadDataDir = options.archive ?? templateFor(pgDir, options.templateDir ?? defaultTemplateDir());
    const client = new PGlite(pgDir, loadDataDir ? { loadDataDir } : {});
    await client.waitReady;
    return fromPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}
