import type { DatabaseHandle } from '../../src/db/client';

/** The table the write counter keeps its counts in; it lives beside the app's tables, so it is left out. */
const WRITES_TABLE = 'zz_test_writes';

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every ordinary table of the schema the app works in (public on PGlite, the test file's own schema
 * on PostgreSQL), from the catalogue: a table added by a later migration is covered without anyone
 * listing it here.
 */
export async function appTables(database: DatabaseHandle): Promise<string[]> {
  const { rows } = await database.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = current_schema() and c.relkind in ('r', 'p') and c.relname <> $1
     order by c.relname`,
    [WRITES_TABLE],
  );
  return rows.map((row) => row.name);
}

/** table → "row count:md5 of every row's text, ordered": equal fingerprints mean equal contents. */
export type Fingerprint = Map<string, string>;

/** One query over every table: its row count and the md5 of its rows as text, in a fixed order. */
export async function fingerprint(database: DatabaseHandle, tables: readonly string[]): Promise<Fingerprint> {
  const parts = tables.map(
    (table, index) =>
      `select ${index} as i, count(*)::text || ':' || md5(coalesce(string_agg(r::text, E'\\n' order by r::text), '')) as f from ${quoteIdent(table)} r`,
  );
  const { rows } = await database.query<{ i: number; f: string }>(parts.join(' union all '));
  return new Map(rows.map((row) => [tables[row.i] ?? `?${row.i}`, row.f]));
}

/** The tables whose fingerprint differs (with both values), for a readable failure. */
export function fingerprintChanges(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .filter((name) => before.get(name) !== after.get(name))
    .map((name) => `${name}: ${before.get(name) ?? 'absent'} → ${after.get(name) ?? 'absent'}`);
}

/**
 * Row-level triggers on every app table that count inserted, updated and deleted rows per table (and
 * TRUNCATE statements). Reading the counts costs one tiny query, so a test can tell after each
 * request whether that request wrote anything, where fingerprinting every table each time would cost
 * far more. A write rolled back by its transaction rolls its count back too. Test databases only.
 */
export async function installWriteCounter(
  database: DatabaseHandle,
  tables: readonly string[],
): Promise<void> {
  await database.query(`create table ${WRITES_TABLE} (tbl text primary key, n bigint not null)`);
  await database.query(`create or replace function zz_test_count_write() returns trigger language plpgsql as $$
    begin
      insert into ${WRITES_TABLE} (tbl, n) values (TG_TABLE_NAME, 1)
        on conflict (tbl) do update set n = ${WRITES_TABLE}.n + 1;
      return null;
    end $$`);
  for (const table of tables) {
    const name = quoteIdent(table);
    await database.query(
      `create trigger zz_test_rows after insert or update or delete on ${name} for each row execute function zz_test_count_write()`,
    );
    await database.query(
      `create trigger zz_test_truncate after truncate on ${name} for each statement execute function zz_test_count_write()`,
    );
  }
}

/** table → rows written so far (tables never written are absent). */
export async function writeCounts(database: DatabaseHandle): Promise<Map<string, number>> {
  const { rows } = await database.query<{ tbl: string; n: string | number }>(
    `select tbl, n from ${WRITES_TABLE}`,
  );
  return new Map(rows.map((row) => [row.tbl, Number(row.n)]));
}

/** The tables written between two readings of the counter, with how many rows. */
export function writesBetween(
  before: Map<string, number>,
  after: Map<string, number>,
): Record<string, number> {
  const written: Record<string, number> = {};
  for (const [table, count] of after) {
    const delta = count - (before.get(table) ?? 0);
    if (delta !== 0) written[table] = delta;
  }
  return written;
}
