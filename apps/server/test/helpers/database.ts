import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, fromPglite, fromPool } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';

/** The real PostgreSQL to test against, when set; PGlite otherwise. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const testDatabaseMode = testDatabaseUrl ? 'postgres' : 'pglite';

const schemaOf = new WeakMap<DatabaseHandle, string>();

/**
 * A second connection pool on the same PostgreSQL schema, as a second server instance would have;
 * on PGlite (one process, one connection) the same handle.
 */
export function openSecondInstance(handle: DatabaseHandle): DatabaseHandle {
  const schema = schemaOf.get(handle);
  if (!testDatabaseUrl || !schema) return handle;
  return fromPool(
    new pg.Pool({ connectionString: testDatabaseUrl, options: `-c search_path=${schema}`, max: 4 }),
  );
}

/**
 * A fresh, migrated database for one test file: a copy of the migrated PGlite template, or a new
 * schema on the real PostgreSQL (dropped again on close).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (!testDatabaseUrl) {
    const template = readFileSync(inject('pgliteTemplatePath'));
    const client = await PGlite.create({ loadDataDir: new Blob([template]) });
    return fromPglite(client);
  }
  const { handle, schema } = await schemaDatabase(testDatabaseUrl, 4);
  await migrate(handle.db);
  schemaOf.set(handle, schema);
  return handle;
}

/** An empty database for one test to migrate step by step: a new PGlite, or a new schema on PostgreSQL. */
export async function createUnmigratedTestDatabase(): Promise<DatabaseHandle> {
  if (!testDatabaseUrl) return fromPglite(await PGlite.create());
  return (await schemaDatabase(testDatabaseUrl, 2)).handle;
}

/** A new, empty schema of the PostgreSQL at `url` and a pool on it; closing the handle drops it. */
async function schemaDatabase(url: string, max: number): Promise<{ handle: DatabaseHandle; schema: string }> {
  const schema = `test_${randomBytes(8).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: url, options: `-c search_path=${schema}`, max });
  const handle = fromPool(pool, async () => {
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`drop schema if exists ${schema} cascade`);
    await cleanup.end();
  });
  return { handle, schema };
}
