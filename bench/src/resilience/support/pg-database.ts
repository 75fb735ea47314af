// A throw-away database on the machine's shared PostgreSQL (127.0.0.1:5432, postgres user, trust
// authentication, as in .ci/run): created with a unique name and dropped afterwards, so a suite that
// only needs PostgreSQL running (not stopped under it) leaves nothing behind.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const SHARED_POSTGRES_URL =
  process.env.RESILIENCE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ThrowawayDatabase {
  name: string;
  /** The database's own URL (the server's DATABASE_URL). */
  url: string;
  /** One query on a pooled connection of the test's own. */
  query<T extends pg.QueryResultRow>(text: string, params?: unknown[]): Promise<T[]>;
  /** Ends the test's connections and drops the database (ending the servers' connections too). */
  drop(): Promise<void>;
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Creates `arcade_<prefix>_<random>` on the server of `serverUrl`. */
export async function createThrowawayDatabase(
  prefix: string,
  serverUrl = SHARED_POSTGRES_URL,
): Promise<ThrowawayDatabase> {
  const name =
    `arcade_${prefix.replace(/[^a-z0-9_]/gi, '_')}_${randomBytes(4).toString('hex')}`.toLowerCase();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  pool.on('error', () => undefined);
  let dropped = false;
  return {
    name,
    url,
    async query<T extends pg.QueryResultRow>(text: string, params?: unknown[]) {
      return (await pool.query<T>(text, params)).rows;
    },
    async drop() {
      if (dropped) return;
      dropped = true;
      await pool.end();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        // WITH (FORCE) (PostgreSQL 13+) ends a server that is still connected rather than failing.
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
