import { ApiErrorSchema } from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, uniqueIp } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';

let t: TestApp;
let account: Awaited<ReturnType<typeof createAccount>>;
beforeAll(async () => {
  t = await buildTestApp({ APP_URL: 'http://localhost:3000' });
  account = await createAccount(t.database.db);
});
afterAll(async () => t?.close());

const login = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: account.plainPassword },
    headers: { host: 'localhost:3000', ...headers },
    remoteAddress: uniqueIp(),
  });

describe('state-changing requests from another origin', () => {
  it('are refused with 403 when Origin names another site', async () => {
    const res = await login({ origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(ApiErrorSchema.parse(res.json()).error.code).toBe('BAD_ORIGIN');
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('are refused when the browser marks them cross-site', async () => {
    expect((await login({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('pass from the app origin and from clients that send no Origin', async () => {
    expect(
      (await login({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(200);
    expect((await login({})).statusCode).toBe(200);
  });

  it('do not apply to reads', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});
