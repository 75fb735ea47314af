import { ApiErrorSchema } from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, loginAs, uniqueIp } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';

let t: TestApp;
let account: Awaited<ReturnType<typeof createAccount>>;
let adminCookie: string;
beforeAll(async () => {
  t = await buildTestApp({ APP_URL: 'http://localhost:3000' });
  account = await createAccount(t.database.db);
  const admin = await createAccount(t.database.db, { role: 'admin' });
  adminCookie = await loginAs(t.app, admin.email, admin.plainPassword);
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

  it('are refused when the browser marks them cross-site or same-site', async () => {
    expect((await login({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await login({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
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

/** An admin's browser opening the generation stream, which stores picks. */
const stream = (headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({
    method,
    url: '/api/picks/stream?bankroll=1000&pickCount=1',
    headers: { host: 'localhost:3000', cookie: adminCookie, ...headers },
  });

function expectBadOrigin(res: Awaited<ReturnType<typeof stream>>, label: string) {
  expect(res.statusCode, label).toBe(403);
  expect(res.headers['content-type'], label).not.toContain('text/event-stream');
  if (res.body) expect(ApiErrorSchema.parse(res.json()).error.code, label).toBe('BAD_ORIGIN');
}

describe('the generation stream, a read that writes picks', () => {
  it.each([
    ['a link on another site (cross-site navigation)', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
    ['an address typed or bookmarked', { 'sec-fetch-site': 'none' }],
    ['a browser that sends neither Sec-Fetch-Site nor the header', {}],
    [
      'a foreign Origin, even with the header',
      { origin: 'https://evil.example', 'x-requested-with': 'fetch' },
    ],
    [
      'a cross-site request that sets the header',
      { 'sec-fetch-site': 'cross-site', 'x-requested-with': 'fetch' },
    ],
  ])('is refused from %s', async (label, headers) => {
    expectBadOrigin(await stream(headers), label);
    expectBadOrigin(await stream(headers, 'HEAD'), `HEAD from ${label}`);
  });

  it('starts from the app itself: Sec-Fetch-Site same-origin, or the X-Requested-With header', async () => {
    const fromPage = await stream({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' });
    expect(fromPage.statusCode).toBe(200);
    expect(fromPage.headers['content-type']).toContain('text/event-stream');
    expect(fromPage.body).toContain('"type":"complete"');
    const fromScript = await stream({ 'x-requested-with': 'fetch' });
    expect(fromScript.statusCode).toBe(200);
    expect(fromScript.body).toContain('"type":"complete"');
  });
});
