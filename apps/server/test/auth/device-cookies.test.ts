import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetCodes } from '../../src/db/schema/index';
import { MAX_CODE_ATTEMPTS } from '../../src/modules/auth/codes.repository';
import { DEVICE_COOKIE } from '../../src/modules/auth/device-cookie';
import { authLimits } from '../../src/modules/auth/rate-limits';
import { createAccount, lastOutboxMail, outboxMailsTo } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { codeIn } from '../helpers/smtp-server';

// A real listening server and real connections from several loopback source addresses
// (127.0.0.0/8): the owner's browser, strangers, and clients the account has never seen.
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t?.close());

interface Answer {
  status: number;
  body: string;
  /** The device cookie the answer set, if any. */
  device: string | undefined;
}

let nextSource = 10;
/** A loopback address no earlier request in this file came from. */
const freshSource = () => `127.0.${nextSource >> 8}.${nextSource++ & 255 || 1}`;

function post(path: string, body: object, from: string, device?: string): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          origin: t.app.config.appUrl,
          ...(device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const set = [res.headers['set-cookie'] ?? []].flat();
          const cookie = set.find((line) => line.startsWith(`${DEVICE_COOKIE}=`));
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            device: cookie?.slice(DEVICE_COOKIE.length + 1).split(';')[0],
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Strangers, one fresh address after another, each sending until refused, until a fresh one is refused at once. */
async function fillCeiling(send: (from: string) => Promise<Answer>): Promise<number> {
  for (let strangers = 0; strangers < 40; strangers++) {
    const from = freshSource();
    for (let sent = 0; ; sent++) {
      const answer = await send(from);
      expect(answer.status, answer.body).toBeLessThan(500);
      if (answer.status !== 429) continue;
      if (sent === 0) return strangers;
      break;
    }
  }
  throw new Error('the ceiling never filled');
}

const login = (email: string, password: string, from: string, device?: string) =>
  post('/api/auth/login', { email, password }, from, device);

async function knownDeviceOf(email: string, password: string, from: string): Promise<string> {
  const signedIn = await login(email, password, from);
  expect(signedIn.status, signedIn.body).toBe(200);
  expect(signedIn.device).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
  return signedIn.device ?? '';
}

// Each login hashes a password (~220 ms idle): the ceilings take 50 to 100 of them.
describe(`device cookies against lockouts on ${testDatabaseMode}`, { timeout: 300_000 }, () => {
  it("lets the owner's known device sign in after strangers on several addresses fill the account's ceiling", async () => {
    const owner = await createAccount(t.database.db, { password: 'owner-pass-7' });
    const home = freshSource();
    const device = await knownDeviceOf(owner.email, owner.plainPassword, home);
    const other = await createAccount(t.database.db, { password: 'other-pass-7' });
    const othersDevice = await knownDeviceOf(other.email, other.plainPassword, freshSource());

    const strangers = await fillCeiling((from) => login(owner.email, 'wrong-pass-1', from));
    // The finding: a handful of addresses is enough to fill it.
    expect(strangers).toBeLessThanOrEqual(Math.ceil(authLimits.loginEmail.max / authLimits.loginEmailIp.max));

    // Unknown clients are locked out of this account, even with the right password...
    expect((await login(owner.email, owner.plainPassword, freshSource())).status).toBe(429);
    expect((await login(owner.email, owner.plainPassword, home)).status).toBe(429);
    expect((await login(owner.email, owner.plainPassword, freshSource(), othersDevice)).status).toBe(429);
    const forged = `${device.slice(0, 23)}${device.at(23) === 'A' ? 'B' : 'A'}${device.slice(24)}`;
    expect((await login(owner.email, owner.plainPassword, freshSource(), forged)).status).toBe(429);
    // ...while the owner's device signs in, at home or on any other network.
    const atHome = await login(owner.email, owner.plainPassword, home, device);
    expect(atHome.status, atHome.body).toBe(200);
    expect(atHome.device?.startsWith(device.slice(0, 22))).toBe(true);
    expect((await login(owner.email, owner.plainPassword, freshSource(), device)).status).toBe(200);
    // Another account's sign-in from the owner's browser keeps both accounts known.
    const both = await login(other.email, other.plainPassword, home, atHome.device);
    expect(both.status).toBe(200);
    expect((await login(owner.email, owner.plainPassword, home, both.device)).status).toBe(200);
  });

  it('still limits a known device by its own limit, and only that device', async () => {
    const owner = await createAccount(t.database.db, { password: 'owner-pass-8' });
    const device = await knownDeviceOf(owner.email, owner.plainPassword, freshSource());
    const from = freshSource();
    for (let i = 0; i < authLimits.loginDevice.max; i++) {
      expect((await login(owner.email, 'wrong-pass-2', from, device)).status).toBe(401);
    }
    expect((await login(owner.email, owner.plainPassword, from, device)).status).toBe(429);
    // The account is not locked for everyone: a client it has not seen still has its own tries.
    expect((await login(owner.email, owner.plainPassword, freshSource())).status).toBe(200);
  });

  it('lets the owner ask for a fresh code and reset from a known device while strangers kill codes and fill the ceilings', async () => {
    const owner = await createAccount(t.database.db, { password: 'owner-pass-9' });
    const home = freshSource();
    const device = await knownDeviceOf(owner.email, owner.plainPassword, home);

    const forgot = (from: string, cookie?: string) =>
      post('/api/auth/forgot-password', { email: owner.email }, from, cookie);
    await fillCeiling((from) => forgot(from));
    await t.app.tasks.drain();
    // Whichever of the mailed codes is live, a guess none of them can be is wrong.
    const mailed = new Set(
      (await outboxMailsTo(t.database.db, owner.email)).map((mail) => codeIn(mail.text)),
    );
    const wrong = ['000000', '000001', '000002', '000003'].find((code) => !mailed.has(code)) ?? '';
    await fillCeiling((from) =>
      post(
        '/api/auth/reset-password',
        { email: owner.email, code: wrong, newPassword: 'stolen-pass-9' },
        from,
      ),
    );
    // The strangers' wrong guesses killed the live code; an unknown client cannot ask for another.
    const [code] = await t.database.db
      .select({ attempts: passwordResetCodes.attempts })
      .from(passwordResetCodes)
      .where(and(eq(passwordResetCodes.userId, owner.id), isNull(passwordResetCodes.usedAt)));
    expect(code?.attempts).toBe(MAX_CODE_ATTEMPTS);
    expect((await forgot(freshSource())).status).toBe(429);

    const asked = await forgot(home, device);
    expect(asked.status, asked.body).toBe(200);
    await t.app.tasks.drain();
    const fresh = codeIn((await lastOutboxMail(t.database.db, owner.email))?.text ?? '');
    const reset = await post(
      '/api/auth/reset-password',
      { email: owner.email, code: fresh, newPassword: 'second-pass-9' },
      home,
      device,
    );
    expect(reset.status, reset.body).toBe(200);
    expect((await login(owner.email, 'second-pass-9', home, device)).status).toBe(200);
  });
});

describe('IPv6 clients are counted by their /64', () => {
  const inject = (remoteAddress: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress,
    });

  it('gives the addresses of one /64 one limit, and another /64 its own', async () => {
    const email = `v6-${Date.now()}@example.com`;
    for (let i = 1; i <= authLimits.forgotEmailIp.max; i++) {
      expect((await inject(`2001:db8:0:7::${i.toString(16)}`, email)).statusCode).toBe(200);
    }
    expect((await inject('2001:db8:0:7:ffff:ffff:ffff:fffe', email)).statusCode).toBe(429);
    expect((await inject('2001:db8:0:8::1', email)).statusCode).toBe(200);
  });
});
