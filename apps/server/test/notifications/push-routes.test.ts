import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { pushSubscriptions, serverSecrets } from '../../src/db/schema/index';
import { pushChannelState } from '../../src/modules/notifications/push/push.service';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp, testConfig } from '../helpers/build-app';
import { createTestDatabase } from '../helpers/database';
import { type FakePushService, startFakePushService } from '../helpers/fake-push-service';

const KEY_PATH = '/api/notifications/push/key';
const SUBSCRIPTIONS_PATH = '/api/notifications/push/subscriptions';

let push: FakePushService;
let t: TestApp;
let alice: { id: string; cookie: string };
let bob: { id: string; cookie: string };

async function person(app: TestApp) {
  const account = await createAccount(app.database.db);
  return { id: account.id, cookie: await loginAs(app.app, account.email, account.plainPassword) };
}

const subscribe = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: SUBSCRIPTIONS_PATH,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

const unsubscribe = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'DELETE',
    url: SUBSCRIPTIONS_PATH,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

const rows = () => t.database.db.select().from(pushSubscriptions);

beforeAll(async () => {
  push = await startFakePushService();
  t = await buildTestApp({ PUSH_SERVICE_ORIGINS: push.origin });
  alice = await person(t);
  bob = await person(t);
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});

describe('the VAPID public key', () => {
  it('is made once, kept in the database and the same after a restart', async () => {
    const database: DatabaseHandle = await createTestDatabase();
    try {
      const first = await buildApp(testConfig(), { database });
      await first.ready();
      const [stored] = await database.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'vapid'));
      expect(stored).toBeDefined();
      const account = await createAccount(database.db);
      const cookie = await loginAs(first, account.email, account.plainPassword);
      const before = (await first.inject({ url: KEY_PATH, headers: { cookie } })).json<{
        publicKey: string;
      }>();
      await first.close();

      const second = await buildApp(testConfig(), { database });
      const after = await second.inject({ url: KEY_PATH, headers: { cookie } });
      await second.close();
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual(before);
      expect(Buffer.from(before.publicKey, 'base64url')).toHaveLength(65);
      expect(JSON.parse(stored?.value ?? '{}')).toMatchObject({ publicKey: before.publicKey });
    } finally {
      await database.close();
    }
  });

  it('comes from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when they are set', async () => {
    const keys = webpush.generateVAPIDKeys();
    const configured = await buildTestApp({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
    });
    try {
      const { cookie } = await person(configured);
      const res = await configured.app.inject({ url: KEY_PATH, headers: { cookie } });
      expect(res.json()).toEqual({ publicKey: keys.publicKey });
      expect(res.headers['cache-control']).toContain('no-store');
      const kept = await configured.database.db
        .select()
        .from(serverSecrets)
        .where(eq(serverSecrets.name, 'vapid'));
      expect(kept).toEqual([]);
    } finally {
      await configured.close();
    }
  });

  it('needs a session, as subscribing does', async () => {
    const res = await t.app.inject({ url: KEY_PATH });
    expect(res.statusCode).toBe(401);
  });
});

describe('subscribing', () => {
  it.each([
    ['loopback', 'https://127.0.0.1/push/x'],
    ['loopback in IPv6', 'https://[::1]/push/x'],
    ['a private address', 'https://10.0.0.1/push/x'],
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data'],
    ['the metadata name', 'https://metadata.google.internal/computeMetadata/v1/'],
    ['a decimal IPv4', 'https://2130706433/push/x'],
    ['a shortened IPv4', 'https://127.1/push/x'],
    ['a hex IPv4', 'https://0x7f.0.0.1/push/x'],
    ['the unspecified address', 'https://0.0.0.0/push/x'],
    ['a user and password', 'https://user:pw@fcm.googleapis.com/fcm/send/x'],
    ['a push service on another port', 'https://fcm.googleapis.com:8443/fcm/send/x'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/fcm/send/x'],
    ['the fake push service on a port not configured', 'https://127.0.0.1:1/push/x'],
  ])('refuses an endpoint at %s with 400 push_endpoint_refused, storing nothing', async (_name, endpoint) => {
    const { cookie } = await person(t);
    const res = await subscribe(cookie, { endpoint, keys: push.subscribe().keys });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: { reason: 'push_endpoint_refused' } });
    expect((await rows()).some((row) => row.endpoint === endpoint)).toBe(false);
  });

  it('keeps one row per endpoint: 201 when new, 200 when the browser subscribes again', async () => {
    const browser = push.subscribe();
    const first = await subscribe(alice.cookie, { endpoint: browser.endpoint, keys: browser.keys });
    expect(first.statusCode).toBe(201);
    const again = await subscribe(alice.cookie, {
      endpoint: browser.endpoint,
      expirationTime: null,
      keys: browser.keys,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const mine = (await rows()).filter((row) => row.endpoint === browser.endpoint);
    expect(mine).toMatchObject([{ userId: alice.id, p256dh: browser.keys.p256dh, auth: browser.keys.auth }]);
    expect(await pushChannelState(t.database.db, alice.id)).toEqual({ enabled: true, subscriptions: 1 });
  });

  it('moves an endpoint to the account that subscribes with it, with the new keys', async () => {
    const browser = push.subscribe();
    await subscribe(alice.cookie, { endpoint: browser.endpoint, keys: browser.keys });
    const renewed = push.subscribe().keys;
    const res = await subscribe(bob.cookie, { endpoint: browser.endpoint, keys: renewed });
    expect(res.statusCode).toBe(200);
    const mine = (await rows()).filter((row) => row.endpoint === browser.endpoint);
    expect(mine).toMatchObject([{ userId: bob.id, p256dh: renewed.p256dh, auth: renewed.auth }]);
  });

  it('refuses a bad subscription with 400 and stores nothing', async () => {
    const good = push.subscribe();
    const before = (await rows()).length;
    const bad = [
      { endpoint: 'not a url', keys: good.keys },
      { endpoint: good.endpoint.replace('https:', 'http:'), keys: good.keys },
      { endpoint: good.endpoint, keys: { p256dh: 'short', auth: good.keys.auth } },
      { endpoint: good.endpoint, keys: { p256dh: good.keys.p256dh, auth: '!!!!!!!!!!!!!!!!!!!!!!' } },
      { endpoint: good.endpoint, keys: { p256dh: good.keys.p256dh } },
      { endpoint: good.endpoint, keys: good.keys, extra: true },
      { endpoint: `https://push.example/${'x'.repeat(2100)}`, keys: good.keys },
    ];
    for (const payload of bad) {
      const res = await subscribe(alice.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    }
    expect((await rows()).length).toBe(before);
  });

  it('needs a session', async () => {
    const browser = push.subscribe();
    const res = await subscribe(undefined, { endpoint: browser.endpoint, keys: browser.keys });
    expect(res.statusCode).toBe(401);
    expect((await rows()).some((row) => row.endpoint === browser.endpoint)).toBe(false);
  });
});

describe('unsubscribing', () => {
  it("deletes only the caller's own subscription; another's answers 404 and stays", async () => {
    const browser = push.subscribe();
    await subscribe(alice.cookie, { endpoint: browser.endpoint, keys: browser.keys });

    const byBob = await unsubscribe(bob.cookie, { endpoint: browser.endpoint });
    expect(byBob.statusCode).toBe(404);
    expect(byBob.json()).toMatchObject({ error: { code: 'NOT_FOUND', reason: 'not_found' } });
    expect((await rows()).some((row) => row.endpoint === browser.endpoint)).toBe(true);

    const anonymous = await unsubscribe(undefined, { endpoint: browser.endpoint });
    expect(anonymous.statusCode).toBe(401);

    const byAlice = await unsubscribe(alice.cookie, { endpoint: browser.endpoint });
    expect(byAlice.statusCode).toBe(204);
    expect((await rows()).some((row) => row.endpoint === browser.endpoint)).toBe(false);

    const twice = await unsubscribe(alice.cookie, { endpoint: browser.endpoint });
    expect(twice.statusCode).toBe(404);
  });

  it('refuses a body without an endpoint URL', async () => {
    for (const payload of [{}, { endpoint: 'nope' }, { endpoint: 'https://a.example/x', keys: {} }]) {
      const res = await unsubscribe(alice.cookie, payload);
      expect(res.statusCode).toBe(400);
    }
  });
});
