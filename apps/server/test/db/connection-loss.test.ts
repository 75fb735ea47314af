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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ends a backend as a restart of PostgreSQL does (57P01 admin_shutdown). */
async function terminate(pid: number): Promise<void> {
  const { rows } = await admin.query<{ ok: boolean }>('select pg_terminate_backend($1) as ok', [pid]);
  expect(rows[0]?.ok).toBe(true);
  // Let the 57P01 message reach the idle client.
  await sleep(200);
}

// PGlite has no connections to lose: this is about node-postgres's pool.
describe.runIf(testDatabaseUrl)('a connection lost while its client is checked out', () => {
  beforeAll(async () => {
    // Unused with a DATABASE_URL, but openDatabase takes one.
    dataDir = mkdtempSync(join(tmpdir(), 'arcade-connection-loss-'));
    database = await openDatabase({ databaseUrl: testDatabaseUrl, dataDir });
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
