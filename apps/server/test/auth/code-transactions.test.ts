import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerificationCodes, passwordResetCodes, sessions, users } from '../../src/db/schema/index';
import { verifySecret } from '../../src/lib/password';
import { createAccount, lastOutboxMail, loginAs, uniqueEmail, uniqueIp } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { codeIn } from '../helpers/smtp-server';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.database.query(
    `create function forced_failure() returns trigger language plpgsql as $$
     begin raise exception 'forced failure half-way'; end $$`,
  );
});
afterAll(async () => t?.close());

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: uniqueIp() });

async function mailedCode(email: string): Promise<string> {
  await t.app.tasks.drain();
  const mail = await lastOutboxMail(t.database.db, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return codeIn(mail.text);
}

/** Makes the database refuse one kind of write, as a failure half-way through would. */
async function failing<T>(table: string, operation: 'update' | 'delete', work: () => Promise<T>): Promise<T> {
  await t.database.query(
    `create trigger forced_failure before ${operation} on ${table} for each row execute function forced_failure()`,
  );
  try {
    return await work();
  } finally {
    await t.database.query(`drop trigger forced_failure on ${table}`);
  }
}

describe(`codes are spent in the transaction that uses them on ${testDatabaseMode}`, () => {
  it('leaves the password, the sessions and the reset code as they were when ending the sessions fails', async () => {
    const account = await createAccount(t.database.db);
    await loginAs(t.app, account.email, account.plainPassword);
    expect((await post('/api/auth/forgot-password', { email: account.email })).statusCode).toBe(200);
    const code = await mailedCode(account.email);
    const reset = { email: account.email, code, newPassword: 'brand-new-1' };

    const failed = await failing('sessions', 'delete', () => post('/api/auth/reset-password', reset));
    expect(failed.statusCode).toBe(500);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, account.id));
    expect(await verifySecret(account.plainPassword, user?.password ?? '')).toBe(true);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, account.id))).toHaveLength(
      1,
    );
    const [stored] = await t.database.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, account.id));
    expect(stored?.usedAt).toBeNull();

    // The same code still works once the database does.
    expect((await post('/api/auth/reset-password', reset)).statusCode).toBe(200);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, account.id))).toEqual([]);
    await expect(loginAs(t.app, account.email, 'brand-new-1')).resolves.toMatch(/^sid=/);
  });

  it('leaves the address unverified and the code unspent when marking the account fails', async () => {
    const email = uniqueEmail();
    expect(
      (await post('/api/auth/signup', { name: 'Vera', email, password: 'kestrel-71', ageConfirmed: true }))
        .statusCode,
    ).toBe(201);
    const code = await mailedCode(email);

    const failed = await failing('users', 'update', () => post('/api/auth/verify-email', { email, code }));
    expect(failed.statusCode).toBe(500);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(false);
    const [stored] = await t.database.db
      .select()
      .from(emailVerificationCodes)
      .where(eq(emailVerificationCodes.email, email));
    expect(stored?.usedAt).toBeNull();

    expect((await post('/api/auth/verify-email', { email, code })).statusCode).toBe(200);
    const [verified] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(verified?.emailVerified).toBe(true);
  });

  it('still counts a wrong code when nothing else is written', async () => {
    const account = await createAccount(t.database.db);
    await post('/api/auth/forgot-password', { email: account.email });
    const code = await mailedCode(account.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const res = await post('/api/auth/reset-password', {
      email: account.email,
      code: wrong,
      newPassword: 'x-123456',
    });
    expect(res.statusCode).toBe(400);
    const [stored] = await t.database.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, account.id));
    expect(stored).toMatchObject({ attempts: 1, usedAt: null });
  });
});
