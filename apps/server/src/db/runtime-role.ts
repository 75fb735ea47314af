import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openPostgres } from './client';
import type { Tx } from './database';
import { migrate, readMigrations, rowsOf } from './migrate';

/**
 * The start refused because of DATABASE_URL's role: it could rewrite the ledger (it owns, or may act
 * as the owner of, the schema or a table; or it holds UPDATE, DELETE or TRUNCATE on record_ledger), or
 * it does not see the tables the migrations made. The message is one line the operator acts on.
 */
export class DatabaseRoleError extends Error {
  override name = 'DatabaseRoleError';
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

const SEE_DOCS = 'see docs/operations.md, "PostgreSQL roles"';

/**
 * What the owner grants the runtime role on `schema`, in order: reading and writing every table, but
 * only reading and appending to record_ledger, and only reading schema_migrations. Idempotent, and
 * run after every migration, so a table a later migration adds gets the same grants.
 */
export function runtimeGrants(schema: string, role: string): string[] {
  const s = quoteIdent(schema);
  const r = quoteIdent(role);
  return [
    `grant usage on schema ${s} to ${r}`,
    `grant select, insert, update, delete on all tables in schema ${s} to ${r}`,
    `revoke truncate, references, trigger on all tables in schema ${s} from ${r}`,
    `revoke all on table ${s}.record_ledger, ${s}.schema_migrations from ${r}`,
    `grant select, insert on table ${s}.record_ledger to ${r}`,
    `grant select on table ${s}.schema_migrations to ${r}`,
    `grant usage, select on all sequences in schema ${s} to ${r}`,
  ];
}

interface Standing {
  schema: string;
  isSuperuser: boolean;
  ownsSchema: boolean;
  /** Tables, views and sequences of the schema the role owns or may act as the owner of. */
  owned: string | null;
}

/** Refuses, before granting anything, a runtime role that could act as an owner of the schema. */
async function refuseOwner(tx: Tx, role: string): Promise<string> {
  const [standing] = rowsOf<Standing>(
    await tx.execute(sql`
      select n.nspname as schema, r.rolsuper as "isSuperuser",
        pg_has_role(r.oid, n.nspowner, 'MEMBER') as "ownsSchema",
        (select string_agg(c.relname, ', ' order by c.relname) from pg_class c
          where c.relnamespace = n.oid and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
            and pg_has_role(r.oid, c.relowner, 'MEMBER')) as owned
      from pg_roles r, pg_namespace n
      where r.rolname = ${role} and n.nspname = current_schema()`),
  );
  if (!standing) throw new DatabaseRoleError(`DATABASE_MIGRATION_URL connects with no schema to migrate`);
  const why = standing.isSuperuser
    ? 'is a superuser'
    : standing.ownsSchema
      ? `owns (or may act as the owner of) the schema "${standing.schema}"`
      : standing.owned
        ? `owns (or may act as the owner of) ${standing.owned.length > 200 ? 'its tables' : standing.owned}`
        : null;
  if (why) {
    throw new DatabaseRoleError(
      `DATABASE_URL connects as "${role}", which ${why}, so it could disable record_ledger's append-only triggers: with DATABASE_MIGRATION_URL set, DATABASE_URL must connect as a role that owns nothing (${SEE_DOCS})`,
    );
  }
  return standing.schema;
}

/** After the grants: the runtime role sees the migrated record_ledger and may not rewrite it. */
async function checkRuntimeRole(runtime: DatabaseHandle, role: string, schema: string): Promise<void> {
  const { rows } = await runtime.query<{ schema: string; canRewrite: boolean }>(`
    select n.nspname as schema,
      has_table_privilege(c.oid, 'UPDATE') or has_table_privilege(c.oid, 'DELETE')
        or has_table_privilege(c.oid, 'TRUNCATE') as "canRewrite"
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.oid = to_regclass('record_ledger')`);
  const [seen] = rows;
  if (!seen || seen.schema !== schema) {
    throw new DatabaseRoleError(
      `DATABASE_URL connects as "${role}", which does not see the tables DATABASE_MIGRATION_URL migrated in schema "${schema}": both must name the same database, with the same search_path (${SEE_DOCS})`,
    );
  }
  if (seen.canRewrite) {
    throw new DatabaseRoleError(
      `DATABASE_URL connects as "${role}", which may still UPDATE, DELETE or TRUNCATE record_ledger through a grant to PUBLIC or to a role it belongs to: revoke it (${SEE_DOCS})`,
    );
  }
}

/**
 * Brings the database up to date. Without `migrationUrl`, the migrations run on the app's own
 * connection. With it, they run as the owner on a connection of their own, which then grants the
 * app's role (DATABASE_URL's) its privileges (runtimeGrants) in the same transaction; the start is
 * refused (DatabaseRoleError) while that role could rewrite the ledger.
 */
export async function migrateDatabase(
  runtime: DatabaseHandle,
  migrationUrl: string | undefined,
  migrations = readMigrations(),
): Promise<string[]> {
  if (!migrationUrl) return migrate(runtime.db, migrations);
  const { rows } = await runtime.query<{ role: string }>('select current_user as role');
  const role = rows[0]?.role as string;
  const owner = await openPostgres(migrationUrl, { variable: 'DATABASE_MIGRATION_URL', max: 1 });
  let schema = '';
  let applied: string[];
  try {
    applied = await migrate(owner.db, migrations, async (tx) => {
      schema = await refuseOwner(tx, role);
      for (const statement of runtimeGrants(schema, role)) await tx.execute(sql.raw(statement));
    });
  } finally {
    await owner.close();
  }
  await checkRuntimeRole(runtime, role, schema);
  return applied;
}
