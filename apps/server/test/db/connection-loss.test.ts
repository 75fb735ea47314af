import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { rowsOf } from '../../src/db/migrate';
import { isDatabaseUnavailable } from '../../src/lib/database-unavailable';
import { testDatabaseUrl } from '../helpers/database';

let dataDir: string;
let database: DatabaseHandle;
let admin: pg.Client;
/** Every client the pool has handed out, to find the one whose backend a test ends. */
const checkedOut = new Set<pg.Client>();

/**
 * Ends a backend as a restart of PostgreSQL does (57P01 admin_shutdown), and returns once the pool's
 * client of that backend has taken the 57P01 message and its connection has ended ('end' comes after
 * the 'error' the client raises while idle): only a listener of the pool's own handles that error.
 */
async function terminate(pid: number): Promise<void> {
  // node-postgres keeps the backend's pid (from BackendKeyData) on the client, untyped.
  const client = [...checkedOut].find(
    (candidate) => (candidate as unknown as { processID: number }).processID === pid,
  );
  if (!client) throw new Error(`no client of the pool is on backend ${pid}`);
  // Not events.once: it would listen for 'error' too, and handle what only the pool's listener may.
  const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
  const { rows } = await admin.query<{ ok: boolean }>('select pg_terminate_backend($1) as ok', [pid]);
  expect(rows[0]?.ok).toBe(true);
  await ended;
}

// PGlite has no connections to lose: this is about node-postgres's pool.
describe.runIf(testDatabaseUrl)('a connection lost while its client is checked out', () => {
  beforeAll(async () => {
    // Unused with a DATABASE_URL, but openDatabase takes one.
    dataDir = mkdtempSync(join(tmpdir(), 'arcade-connection-loss-'));
    database = await openDatabase({ databaseUrl: testDatabaseUrl, dataDir });
    // drizzle's node-postgres database keeps its pool as `$client`.
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    pool.on('acquire', (client) => checkedOut.add(client));
    admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('fails the transaction it was in as the database being unavailable, and the process lives on', async () => {
    const outcome = database.db.transaction(async (tx) => {
      const rows = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
      // Between two queries the client is idle, and only the pool's own listener could catch this.
      await terminate(Number(rows[0]?.pid));
      await tx.execute(sql`select 1`);
    });
    const error = await outcome.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it('fails an advisory lock whose holder lost its connection during the work, and the next one runs', async () => {
    const key = 7_310_422_000 + Math.floor(Math.random() * 1000);
    const outcome = database.withAdvisoryLock(key, async () => {
      const { rows } = await admin.query<{ pid: number }>(
        `select pid from pg_locks where locktype = 'advisory' and granted and ((classid::bigint << 32) | objid::bigint) = $1`,
        [key],
      );
      await terminate(Number(rows[0]?.pid));
      return 'worked';
    });
    const error = await outcome.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    // The work ran; the unlock could not (the server dropped the lock with the session).
    expect(isDatabaseUnavailable(error)).toBe(true);
    await expect(database.withAdvisoryLock(key, async () => 'again')).resolves.toEqual({
      ran: true,
      value: 'again',
    });
  });
});
