import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type the app uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseMode = 'pglite' | 'postgres';
/** A transaction of that database, as repositories take it. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

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

/**
 * PostgreSQL through node-postgres when a URL is given; otherwise embedded PGlite persisted under
 * `dataDir/pglite`, guarded by a lock file because two processes on one PGlite directory lose rows.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return fromPool(pool);
  }
  mkdirSync(options.dataDir, { recursive: true });
  const release = acquireDataDirLock(options.dataDir);
  try {
    const client = new PGlite(join(options.dataDir, 'pglite'));
    await client.waitReady;
    return fromPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}
