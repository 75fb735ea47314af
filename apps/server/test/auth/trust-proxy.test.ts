import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authLimits } from '../../src/modules/auth/rate-limits';
import { uniqueEmail, uniqueIp } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';

let untrusting: TestApp;
let behindOneProxy: TestApp;
beforeAll(async () => {
  // Behind HTTPS, where the header used to be trusted from anyone.
  untrusting = await buildTestApp({ APP_URL: 'https://picks.example.com' });
  behindOneProxy = await buildTestApp({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await untrusting?.close();
  await behindOneProxy?.close();
});

/** One wrong login to a fresh address (so only the per-IP limit can bite), from `remoteAddress`. */
const wrongLogin = (t: TestApp, remoteAddress: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: uniqueEmail(), password: 'wrong-pass' },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });

// Each test hashes 30 to 50 passwords (~60 ms each when the machine is idle, far more when it is not).
describe(`X-Forwarded-For and the per-IP login limit on ${testDatabaseMode}`, { timeout: 180_000 }, () => {
  const attempts = authLimits.loginIp.max + 10;

  it('ignores the header by default: a rotating X-Forwarded-For still hits the limit', async () => {
    const client = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < attempts; i++)
      statuses.push((await wrongLogin(untrusting, client, uniqueIp())).statusCode);
    expect(statuses.indexOf(429)).toBe(authLimits.loginIp.max);
    expect(statuses.slice(0, authLimits.loginIp.max).every((status) => status === 401)).toBe(true);
  });

  it('with TRUST_PROXY=1 counts the address the proxy reports, not the proxy', async () => {
    const proxy = uniqueIp();
    for (let i = 0; i < attempts; i++) {
      // A client's own claim before the proxy's entry is not believed either: only the last hop is.
      const res = await wrongLogin(behindOneProxy, proxy, `6.6.6.6, ${uniqueIp()}`);
      expect(res.statusCode).toBe(401);
    }
    const client = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i <= authLimits.loginIp.max; i++) {
      statuses.push((await wrongLogin(behindOneProxy, uniqueIp(), `${uniqueIp()}, ${client}`)).statusCode);
    }
    expect(statuses.indexOf(429)).toBe(authLimits.loginIp.max);
  });
});
