import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { readMigrations } from '../../src/db/migrate';
import { DatabaseRoleError, migrateDatabase } from '../../src/db/runtime-role';
import type { TestApp } from '../helpers/build-app';
import { testConfig } from '../helpers/build-app';
import { testDatabaseUrl } from '../helpers/database';
import { type Admin, adminOf, call, publishedPick, readLedger, verify } from '../record/ledger/ledger-world';

const suffix = randomBytes(4).toString('hex');
const owner = { role: `arcade_owner_${suffix}`, password: randomBytes(12).toString('hex') };
const runtime = { role: `arcade_app_${suffix}`, password: randomBytes(12).toString('hex') };
const databaseName = `arcade_roles_${suffix}`;

/** TEST_DATABASE_URL's server, as `who` on the throw-away database (or as TEST_DATABASE_URL's user on `database`). */
function urlOf(who: { role: string; password: string } | null, database = databaseName): string {
  const url = new URL(testDatabaseUrl as string);
  if (who) {
    url.username = who.role;
    url.password = who.password;
  }
  url.pathname = `/${database}`;
  return url.toString();
}

async function asSuperuser<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let t: TestApp;
let admin: Admin;
/** A connection of the app's role of its own, as anyone holding DATABASE_URL could open. */
let asApp: pg.Client;

// Roles and privileges are PostgreSQL's: PGlite has one user, who owns everything.
const title = testDatabaseUrl
  ? 'the app on PostgreSQL as a role that may only append to record_ledger'
  : 'the app as a role that may only append to record_ledger (skipped: needs TEST_DATABASE_URL, PGlite has no roles)';

describe.runIf(testDatabaseUrl)(title, () => {
  beforeAll(async () => {
    // The statements of docs/operations.md, "PostgreSQL roles", with this test's names.
    await asSuperuser(testDatabaseUrl as string, async (client) => {
      await client.query(`create role ${owner.role} login password '${owner.password}'`);
      await client.query(`create role ${runtime.role} login password '${runtime.password}'`);
      await client.query(`create database ${databaseName} owner ${owner.role}`);
    });
    await asSuperuser(urlOf(null), async (client) => {
      await client.query(`alter schema public owner to ${owner.role}`);
      await client.query('revoke create on schema public from public');
    });
    const app = await buildApp(
      testConfig({ DATABASE_URL: urlOf(runtime), DATABASE_MIGRATION_URL: urlOf(owner) }),
    );
    t = { app, database: app.database, close: () => app.close() };
    admin = await adminOf(t);
    asApp = new pg.Client({ connectionString: urlOf(runtime) });
    await asApp.connect();
  });

  afterAll(async () => {
    await asApp?.end();
    await t?.close();
    await asSuperuser(testDatabaseUrl as string, async (client) => {
      await client.query(`drop database if exists ${databaseName} with (force)`);
      await client.query(`drop role if exists ${runtime.role}`);
      await client.query(`drop role if exists ${owner.role}`);
    });
  });

  it('starts migrated by the owner, and publishes a pick into the ledger as the app role', async () => {
    const { rows } = await t.database.query<{ me: string; ledgerOwner: string }>(
      `select current_user as me, pg_get_userbyid(relowner) as "ledgerOwner" from pg_class where oid = 'record_ledger'::regclass`,
    );
    expect(rows).toEqual([{ me: runtime.role, ledgerOwner: owner.role }]);
    const pick = await publishedPick(t, admin);
    const { page } = await readLedger(t);
    expect(page.entries.some((entry) => entry.entry.includes(pick.id))).toBe(true);
    expect(await verify(t)).toMatchObject({ ok: true, firstBadSeq: null, mismatches: [] });
  });

  it('syncs the demo market as the app role: events, prices, history and grading are plain writes', async () => {
    const res = await call(t, admin, 'POST', '/api/admin/sync');
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await t.database.query<{ events: number }>('select count(*)::int as events from events');
    expect(rows[0]?.events).toBeGreaterThan(0);
  }, 90_000);

  it.each([
    ['UPDATE', `update record_ledger set hash = hash`],
    ['DELETE', 'delete from record_ledger'],
    ['TRUNCATE', 'truncate record_ledger'],
    ['DISABLE TRIGGER', 'alter table record_ledger disable trigger all'],
    ['DROP', 'drop table record_ledger'],
    ['a new table in the schema', 'create table record_ledger_copy (seq bigint)'],
  ])('refuses the app role %s of the ledger with a permission error', async (_what, statement) => {
    await expect(asApp.query(statement)).rejects.toMatchObject({ code: '42501' });
  });

  it('leaves the ledger whole and verifying after those attempts', async () => {
    const before = (await readLedger(t)).page.head;
    await publishedPick(t, admin);
    const { page } = await readLedger(t);
    expect(page.head.seq).toBe(before.seq + 1);
    expect(await verify(t)).toMatchObject({ ok: true, checked: page.entries.length, firstBadSeq: null });
  });

  it('grants the app role a table a later migration adds', async () => {
    const later = {
      tag: '9999_later_table',
      hash: 'later',
      statements: ['create table later_things (id integer primary key)'],
    };
    expect(await migrateDatabase(t.database, urlOf(owner), [...readMigrations(), later])).toEqual([
      later.tag,
    ]);
    await asApp.query('insert into later_things values (1)');
    await asApp.query('update later_things set id = 2');
    expect((await asApp.query('delete from later_things')).rowCount).toBe(1);
    await expect(asApp.query('truncate later_things')).rejects.toMatchObject({ code: '42501' });
  });

  it('refuses to start while the app role may still rewrite the ledger through PUBLIC', async () => {
    await asSuperuser(urlOf(null), (client) => client.query('grant update on record_ledger to public'));
    try {
      const migrating = migrateDatabase(t.database, urlOf(owner));
      await expect(migrating).rejects.toThrow(DatabaseRoleError);
      await expect(migrating).rejects.toThrow(/may still UPDATE, DELETE or TRUNCATE record_ledger .*PUBLIC/);
    } finally {
      await asSuperuser(urlOf(null), (client) => client.query('revoke update on record_ledger from public'));
    }
  });

  it('refuses to start when DATABASE_URL connects as the owner, granting it nothing', async () => {
    const starting = buildApp(
      testConfig({ DATABASE_URL: urlOf(owner), DATABASE_MIGRATION_URL: urlOf(owner) }),
    );
    await expect(starting).rejects.toThrow(DatabaseRoleError);
    await expect(starting).rejects.toThrow(
      `DATABASE_URL connects as "${owner.role}", which owns (or may act as the owner of) the schema "public"`,
    );
    const { rows } = await asApp.query<{ can: boolean }>(
      `select has_table_privilege('${owner.role}', 'record_ledger', 'UPDATE') as can`,
    );
    expect(rows).toEqual([{ can: true }]);
  });
});
