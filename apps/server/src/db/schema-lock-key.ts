import type { DatabaseHandle } from './client';

/**
 * The advisory-lock key of `base` for this database's schema. Advisory locks are per PostgreSQL
 * database, not per schema: deployments (or test files) in different schemas of one server would
 * otherwise wait for each other. Instances of one deployment share the schema, so they share the key.
 * PGlite is one process with one schema: the base itself.
 */
export async function schemaLockKey(database: DatabaseHandle, base: number): Promise<number> {
  if (database.mode !== 'postgres') return base;
  const { rows } = await database.query<{ hash: number }>('select hashtext(current_schema()) as hash');
  // Below 2^53, so the key survives as a JavaScript number: 32 bits of schema, 20 of the base.
  return ((rows[0]?.hash ?? 0) + 2 ** 31) * 2 ** 20 + (base % 2 ** 20);
}
