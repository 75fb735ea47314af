import { ApiErrorSchema, MessageResponseSchema } from '@arcade/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerificationCodes, passwordResetCodes, sessions, users } from '../../src/db/schema/index';
import { MAX_CODE_ATTEMPTS } from '../../src/modules/auth/codes.repository';
import { createAccount, lastOutboxMail, loginAs, uniqueEmail, uniqueIp } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { codeIn } from '../helpers/smtp-server';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: uniqueIp() });

/** Asks for a reset code and reads it from the outbox (no SMTP in these tests). */
async function requestResetCode(email: string): Promise<string> {
  const res = await post('/api/auth/forgot-password', { email });
  expect(res.statusCode).toBe(200);
  await t.app.tasks.drain();
  const mail = await lastOutboxMail(t.database.db, email);
  if (!mail) throw new Error('no reset mail');
  return codeIn(mail.text);
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('forgot password', () => {
  it('answers identically for an unknown address and sends nothing', async () => {
    const account = await createAccount(t.database.db);
    const known = await post('/api/auth/forgot-password', { email: account.email });
    const unknownEmail = uniqueEmail('ghost');
    const unknown = await post('/api/auth/forgot-password', { email: unknownEmail });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await t.app.tasks.drain();
    expect(await lastOutboxMail(t.database.db, unknownEmail)).toBeUndefined();
    expect(await lastOutboxMail(t.database.db, account.email)).toBeDefined();
  });

  it('mails a 6-digit code in the account language and stores only its hash', async () => {
    const account = await createAccount(t.database.db, { language: 'en' });
    const code = await requestResetCode(account.email);
    expect(code).toMatch(/^\d{6}$/);
    const mail = await lastOutboxMail(t.database.db, account.email);
    expect(mail?.subject).toBe('Your password reset code');
    const rows = await t.database.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, account.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code).not.toContain(code);
  });

  it('keeps one live code per address: a new request kills the old code', async () => {
    const account = await createAccount(t.database.db);
    const first = await requestResetCode(account.email);
    const second = await requestResetCode(account.email);
    const rows = await t.database.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, account.id));
    expect(rows).toHaveLength(1);
    if (first !== second) {
      const res = await post('/api/auth/reset-password', {
        email: account.email,
        code: first,
        newPassword: 'fresh-pass-1',
      });
      expect(res.statusCode).toBe(400);
    }
    const ok = await post('/api/auth/reset-password', {
      email: account.email,
      code: second,
      newPassword: 'fresh-pass-1',
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('reset password', () => {
  it('sets the new password, ends every session of the account, and the code works once', async () => {
    const account = await createAccount(t.database.db);
    const cookie = await loginAs(t.app, account.email, account.plainPassword);
    const code = await requestResetCode(account.email);
    const res = await post(
      '/api/auth/reset-password',
      { email: account.email, code, newPassword: 'brand-new-1' },
      { 'accept-language': 'es' },
    );
    expect(res.statusCode).toBe(200);
    expect(MessageResponseSchema.parse(res.json()).message).toBe(
      'Ya puedes iniciar sesión con tu nueva contraseña',
    );
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, account.id))).toEqual([]);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json()).toEqual({ user: null });
    await expect(loginAs(t.app, account.email, 'brand-new-1')).resolves.toMatch(/^sid=/);
    const again = await post('/api/auth/reset-password', {
      email: account.email,
      code,
      newPassword: 'another-1',
    });
    expect(again.statusCode).toBe(400);
  });

  it('kills the code after 5 wrong tries from any clients, even for the right code afterwards', async () => {
    // At most 5 wrong tries before the code dies (docs/decisions/025).
    expect(MAX_CODE_ATTEMPTS).toBe(5);
    const account = await createAccount(t.database.db);
    const code = await requestResetCode(account.email);
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
      const res = await post('/api/auth/reset-password', {
        email: account.email,
        code: wrongCode(code),
        newPassword: 'fresh-pass-1',
      });
      expect(ApiErrorSchema.parse(res.json()).error.code).toBe('INVALID_CODE');
    }
    const res = await post('/api/auth/reset-password', {
      email: account.email,
      code,
      newPassword: 'fresh-pass-1',
    });
    expect(res.statusCode).toBe(400);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, account.id));
    expect(user?.password).toBe(account.password);
  });

  it('refuses a code older than 15 minutes', async () => {
    const account = await createAccount(t.database.db);
    const code = await requestResetCode(account.email);
    await t.database.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, account.id));
    const res = await post('/api/auth/reset-password', {
      email: account.email,
      code,
      newPassword: 'fresh-pass-1',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers INVALID_CODE for an unknown address, like a wrong code', async () => {
    const res = await post('/api/auth/reset-password', {
      email: uniqueEmail('ghost'),
      code: '123456',
      newPassword: 'fresh-pass-1',
    });
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).error.code).toBe('INVALID_CODE');
  });

  it.each([
    ['a 5-character code', { code: '12345', newPassword: 'fresh-pass-1' }, 'body.code'],
    ['a 7-character code', { code: '1234567', newPassword: 'fresh-pass-1' }, 'body.code'],
    ['a short new password', { code: '123456', newPassword: 'abc' }, 'body.newPassword'],
  ])('answers 400 naming the field for %s', async (_name, payload, field) => {
    const res = await post('/api/auth/reset-password', { email: 'someone@example.com', ...payload });
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).error.issues?.map((issue) => issue.path)).toContain(field);
  });
});

describe('email verification', () => {
  it('mails a code at signup that verifies the address', async () => {
    const email = uniqueEmail();
    const signup = await post('/api/auth/signup', {
      name: 'Vera',
      email,
      password: 'kestrel-71',
      language: 'es',
      ageConfirmed: true,
    });
    expect(signup.statusCode).toBe(201);
    const mail = await lastOutboxMail(t.database.db, email);
    expect(mail?.subject).toBe('Tu código de verificación de Arcade ValueBets');
    const wrong = await post('/api/auth/verify-email', { email, code: wrongCode(codeIn(mail?.text ?? '')) });
    expect(wrong.statusCode).toBe(400);
    const ok = await post('/api/auth/verify-email', { email, code: codeIn(mail?.text ?? '') });
    expect(ok.statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);
  });

  it('resends a fresh code that replaces the old one, answering the same for unknown addresses', async () => {
    const email = uniqueEmail();
    await post('/api/auth/signup', { name: 'Res', email, password: 'kestrel-71', ageConfirmed: true });
    const known = await post('/api/auth/resend-verification', { email });
    const unknown = await post('/api/auth/resend-verification', { email: uniqueEmail('ghost') });
    expect(known.json()).toEqual(unknown.json());
    await t.app.tasks.drain();
    const rows = await t.database.db
      .select()
      .from(emailVerificationCodes)
      .where(eq(emailVerificationCodes.email, email));
    expect(rows).toHaveLength(1);
    const mail = await lastOutboxMail(t.database.db, email);
    const ok = await post('/api/auth/verify-email', { email, code: codeIn(mail?.text ?? '') });
    expect(ok.statusCode).toBe(200);
  });
});
