import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { users } from '../../src/db/schema/index';
import { verifySecret } from '../../src/lib/password';
import { DEMO_ADMIN_EMAIL, ensureFirstAdmin, promoteToAdmin } from '../../src/modules/auth/first-admin';
import { createAccount, uniqueEmail } from '../helpers/accounts';
import { createTestDatabase } from '../helpers/database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

function captureLog() {
  const lines: { obj: unknown; msg: string | undefined }[] = [];
  const record = (obj: unknown, msg?: string) => void lines.push({ obj, msg });
  const log = { info: record, warn: record, error: record } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const userByEmail = async (email: string) =>
  (await database.db.select().from(users).where(eq(users.email, email)))[0];

describe('the first admin', () => {
  it('creates the ADMIN_EMAIL account as an admin with ADMIN_PASSWORD', async () => {
    const email = uniqueEmail('boss');
    await ensureFirstAdmin(
      database.db,
      { admin: { email, password: 'boss-pass' }, mode: 'postgres' },
      captureLog().log,
    );
    const user = await userByEmail(email);
    expect(user?.role).toBe('admin');
    expect(await verifySecret('boss-pass', user?.password ?? '')).toBe(true);
  });

  it('promotes an existing ADMIN_EMAIL account and leaves its password alone', async () => {
    const account = await createAccount(database.db);
    await ensureFirstAdmin(
      database.db,
      { admin: { email: account.email.toUpperCase(), password: 'other-pass' }, mode: 'postgres' },
      captureLog().log,
    );
    const user = await userByEmail(account.email);
    expect(user?.role).toBe('admin');
    expect(user?.password).toBe(account.password);
  });

  it('promotes through promoteToAdmin, and says so when there is no such account', async () => {
    const account = await createAccount(database.db);
    expect(await promoteToAdmin(database.db, account.email)).toBe(true);
    expect((await userByEmail(account.email))?.role).toBe('admin');
    expect(await promoteToAdmin(database.db, uniqueEmail('ghost'))).toBe(false);
  });

  it('creates a random-password admin on a first embedded start, printing the credentials once', async () => {
    const fresh = await createTestDatabase();
    try {
      await fresh.query('delete from users');
      const first = captureLog();
      await ensureFirstAdmin(fresh.db, { admin: undefined, mode: 'pglite' }, first.log);
      const admin = (await fresh.db.select().from(users).where(eq(users.email, DEMO_ADMIN_EMAIL)))[0];
      expect(admin?.role).toBe('admin');
      const printed = first.lines.find((line) => line.msg?.includes(DEMO_ADMIN_EMAIL));
      const password = (printed?.obj as { password: string }).password;
      expect(await verifySecret(password, admin?.password ?? '')).toBe(true);

      const second = captureLog();
      await ensureFirstAdmin(fresh.db, { admin: undefined, mode: 'pglite' }, second.log);
      expect(second.lines).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('creates no random admin on PostgreSQL', async () => {
    const fresh = await createTestDatabase();
    try {
      await fresh.query('delete from users');
      await ensureFirstAdmin(fresh.db, { admin: undefined, mode: 'postgres' }, captureLog().log);
      expect((await fresh.query('select id from users')).rows).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

describe('npm run admin -- promote', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'arcade-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const serverRoot = new URL('../..', import.meta.url).pathname;
  const run = (...args: string[]) =>
    spawnSync('npx', ['tsx', 'src/cli/admin.ts', ...args], {
      cwd: serverRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });

  it('prints the usage for an unknown command', () => {
    const result = run('demote', 'x@example.com');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: npm run admin -- promote <email>');
  });

  it('says which account is missing', () => {
    const result = run('promote', 'nobody@example.com');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('No account with the email nobody@example.com');
  }, 60_000);
});
