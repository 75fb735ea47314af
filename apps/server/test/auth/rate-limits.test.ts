import { ApiErrorSchema } from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authLimits } from '../../src/modules/auth/rate-limits';
import { createAccount, uniqueEmail, uniqueIp } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, payload: Record<string, unknown>, ip: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

function expectLimited(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode).toBe(429);
  expect(ApiErrorSchema.parse(res.json()).error.code).toBe('RATE_LIMITED');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

// Each test hashes 30 to 50 passwords (~60 ms each when the machine is idle, far more when it is not).
describe('rate limits on the account endpoints', { timeout: 180_000 }, () => {
  it("does not let a stranger's failures lock the owner out: the stranger gets 429, the owner logs in", async () => {
    const account = await createAccount(t.database.db);
    const attacker = uniqueIp();
    for (let i = 0; i < authLimits.loginEmailIp.max; i++) {
      const res = await post('/api/auth/login', { email: account.email, password: 'wrong-pass' }, attacker);
      expect(res.statusCode).toBe(401);
    }
    expectLimited(await post('/api/auth/login', { email: account.email, password: 'guess-11' }, attacker));
    expectLimited(
      await post('/api/auth/login', { email: account.email, password: account.plainPassword }, attacker),
    );
    const owner = await post(
      '/api/auth/login',
      { email: account.email, password: account.plainPassword },
      uniqueIp(),
    );
    expect(owner.statusCode).toBe(200);
  });

  it('caps guesses at one address spread over many IPs, refusing even the right password once full', async () => {
    const account = await createAccount(t.database.db);
    for (let i = 0; i < authLimits.loginEmail.max; i++) {
      const res = await post('/api/auth/login', { email: account.email, password: 'wrong-pass' }, uniqueIp());
      expect(res.statusCode).toBe(401);
    }
    expectLimited(
      await post('/api/auth/login', { email: account.email, password: account.plainPassword }, uniqueIp()),
    );
  });

  it('limits logins from one IP across many addresses', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < authLimits.loginIp.max; i++) {
      await post('/api/auth/login', { email: uniqueEmail(), password: 'wrong-pass' }, ip);
    }
    expectLimited(await post('/api/auth/login', { email: uniqueEmail(), password: 'wrong-pass' }, ip));
  });

  it('limits signups from one IP', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < authLimits.signupIp.max; i++) {
      const res = await post(
        '/api/auth/signup',
        { name: 'Sig', email: uniqueEmail(), password: 'kestrel-71', ageConfirmed: true },
        ip,
      );
      expect(res.statusCode).toBe(201);
    }
    const email = uniqueEmail();
    expectLimited(
      await post('/api/auth/signup', { name: 'Sig', email, password: 'kestrel-71', ageConfirmed: true }, ip),
    );
    const probe = await post('/api/auth/login', { email, password: 'kestrel-71' }, uniqueIp());
    expect(probe.statusCode).toBe(401);
  });

  it('limits reset-code requests for one address', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < authLimits.forgotEmail.max; i++) {
      expect((await post('/api/auth/forgot-password', { email }, uniqueIp())).statusCode).toBe(200);
    }
    expectLimited(await post('/api/auth/forgot-password', { email }, uniqueIp()));
  });

  it('limits reset attempts for one address', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < authLimits.resetEmail.max; i++) {
      await post(
        '/api/auth/reset-password',
        { email, code: '000000', newPassword: 'fresh-pass-1' },
        uniqueIp(),
      );
    }
    expectLimited(
      await post(
        '/api/auth/reset-password',
        { email, code: '000000', newPassword: 'fresh-pass-1' },
        uniqueIp(),
      ),
    );
  });

  it('limits verification attempts from one IP', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < authLimits.verifyIp.max; i++) {
      await post('/api/auth/verify-email', { email: uniqueEmail(), code: '000000' }, ip);
    }
    expectLimited(await post('/api/auth/verify-email', { email: uniqueEmail(), code: '000000' }, ip));
  });
});
