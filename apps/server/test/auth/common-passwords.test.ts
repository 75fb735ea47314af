import { ApiErrorSchema } from '@arcade/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { issueCode } from '../../src/modules/auth/codes.repository';
import { createAccount, uniqueEmail, uniqueIp } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, payload: Record<string, unknown>, language = 'es') =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'accept-language': language },
    remoteAddress: uniqueIp(),
  });

function expectTooCommon(res: Awaited<ReturnType<typeof post>>, field: string, message: string) {
  expect(res.statusCode).toBe(400);
  const { error } = ApiErrorSchema.parse(res.json());
  expect(error.code).toBe('VALIDATION_ERROR');
  expect(error.reason).toBe('password_too_common');
  expect(error.issues).toEqual([{ path: `body.${field}`, code: 'custom', message }]);
}

const SPANISH = 'Esa contraseña es demasiado común. Elige otra más difícil de adivinar.';
const ENGLISH = 'That password is too common. Choose one that is harder to guess.';

describe(`common passwords on ${testDatabaseMode}`, () => {
  it.each(['123456', 'password', 'qwerty1', 'Password', 'iloveyou'])(
    'refuses %s at signup with password_too_common and creates nothing',
    async (password) => {
      const email = uniqueEmail();
      expectTooCommon(
        await post('/api/auth/signup', { name: 'Ana', email, password, ageConfirmed: true }),
        'password',
        SPANISH,
      );
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    },
  );

  it("answers in the caller's language", async () => {
    const res = await post(
      '/api/auth/signup',
      { name: 'Ann', email: uniqueEmail(), password: 'qwerty1', ageConfirmed: true },
      'en',
    );
    expectTooCommon(res, 'password', ENGLISH);
  });

  it('keeps the 6-character minimum for everything else and accepts an uncommon password', async () => {
    const short = await post('/api/auth/signup', {
      name: 'Ana',
      email: uniqueEmail(),
      password: 'x7#k',
      ageConfirmed: true,
    });
    expect(short.statusCode).toBe(400);
    const { error } = ApiErrorSchema.parse(short.json());
    expect(error.reason).toBe('invalid_request');
    expect(error.issues).toEqual([
      expect.objectContaining({
        path: 'body.password',
        code: 'too_small',
        params: { origin: 'string', minimum: 6, inclusive: true },
      }),
    ]);
    const ok = await post('/api/auth/signup', {
      name: 'Ana',
      email: uniqueEmail(),
      password: 'tarde-de-toros',
      ageConfirmed: true,
    });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses a common new password at reset without spending the code, which then sets an uncommon one', async () => {
    const account = await createAccount(t.database.db);
    const code = await issueCode(t.database.db, { kind: 'reset', userId: account.id }, new Date());
    const refused = await post('/api/auth/reset-password', {
      email: account.email,
      code,
      newPassword: 'password1',
    });
    expectTooCommon(refused, 'newPassword', SPANISH);
    const [unchanged] = await t.database.db.select().from(users).where(eq(users.id, account.id));
    expect(unchanged?.password).toBe(account.password);
    const ok = await post('/api/auth/reset-password', {
      email: account.email,
      code,
      newPassword: 'tarde-de-toros',
    });
    expect(ok.statusCode).toBe(200);
  });
});
