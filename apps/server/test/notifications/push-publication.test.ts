import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertOutbox, pushSubscriptions } from '../../src/db/schema/index';
import { createAccount, loginAs, uniqueEmail } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import {
  type FakePushService,
  type FakeSubscription,
  startFakePushService,
  trustCertificate,
} from '../helpers/fake-push-service';
import { createPick } from '../helpers/picks';
import { giveSubscription, hoursFromNow } from '../helpers/subscribers';

let push: FakePushService;
let untrust: () => void;
let t: TestApp;
let adminCookie: string;

/** A subscriber with a plan and one browser subscribed through the API. */
async function subscriber(language: 'es' | 'en', plan: 'vip' | 'diamond') {
  const account = await createAccount(t.database.db, { email: uniqueEmail('push'), language });
  await giveSubscription(t.database.db, account.id, plan);
  const cookie = await loginAs(t.app, account.email, account.plainPassword);
  const browser = push.subscribe();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/notifications/push/subscriptions',
    headers: { cookie },
    payload: { endpoint: browser.endpoint, keys: browser.keys },
  });
  expect(res.statusCode).toBe(201);
  return { id: account.id, browser };
}

async function publish(overrides: Parameters<typeof createPick>[1]) {
  const pick = await createPick(t.database.db, { eventStartTime: hoursFromNow(30), ...overrides });
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/picks/${pick.id}/status`,
    headers: { cookie: adminCookie },
    payload: { status: 'published' },
  });
  expect(res.statusCode).toBe(200);
  return pick;
}

const naming = (browser: FakeSubscription, team: string) =>
  browser.messages.filter((message) => JSON.stringify(message).includes(team));

beforeAll(async () => {
  push = await startFakePushService();
  untrust = trustCertificate(push.ca);
  t = await buildTestApp({
    PUSH_SERVICE_ORIGINS: push.origin,
    APP_URL: 'http://valuebets.test',
    MAIL_BATCH_WINDOW_MS: '300',
    MAIL_QUEUE_POLL_MS: '100',
  });
  const admin = await createAccount(t.database.db, { role: 'admin', language: 'en' });
  adminCookie = await loginAs(t.app, admin.email, admin.plainPassword);
});
afterAll(async () => {
  await t?.close();
  untrust?.();
  await push?.close();
});

describe(`push alerts of a publication on ${testDatabaseMode}`, () => {
  it("reaches each entitled person's browser, decrypted, in their language; a locked tier reaches no one", async () => {
    const vip = await subscriber('es', 'vip');
    const diamond = await subscriber('en', 'diamond');
    // Publishing fixes the lowest price worth taking: 1.02 / 0.5 = 2.04 at the default 2% edge.
    const open = await publish({ tier: 'vip', homeTeam: 'Open Home', awayTeam: 'Open Away', pModel: 0.5 });
    await push.waitFor(
      () => naming(vip.browser, 'Open Home').length > 0 && naming(diamond.browser, 'Open Home').length > 0,
    );
    expect(naming(vip.browser, 'Open Home')).toEqual([
      expect.objectContaining({
        title: 'Nuevo pick publicado',
        body: 'Open Home vs Open Away · VIP · Cuota mínima 2,04 (+104)',
        url: '/dashboard',
      }),
    ]);
    expect(naming(diamond.browser, 'Open Home')).toEqual([
      expect.objectContaining({
        title: 'New pick published',
        body: 'Open Home vs Open Away · VIP · Bet down to 2.04 (+104)',
      }),
    ]);

    const locked = await publish({ tier: 'diamante', homeTeam: 'Locked Home', awayTeam: 'Locked Away' });
    await push.waitFor(() => naming(diamond.browser, 'Locked Home').length > 0);
    // The batch is closed and delivered: the VIP's browser heard nothing of it.
    const queued = await t.database.db.select().from(alertOutbox).where(eq(alertOutbox.userId, vip.id));
    expect(queued.map((row) => JSON.stringify(row.payload)).join()).not.toContain('Locked');
    expect(naming(vip.browser, 'Locked Home')).toEqual([]);
    expect(open.id).not.toBe(locked.id);
  });

  it('deletes a subscription the push service says is gone, and drops its alert', async () => {
    const person = await subscriber('es', 'vip');
    person.browser.answer(410);
    await publish({ tier: 'vip', homeTeam: 'Gone Home', awayTeam: 'Gone Away' });
    await push.waitFor(() => push.requests.some((request) => request.status === 410));
    await expect
      .poll(async () => {
        const [row] = await t.database.db.select().from(alertOutbox).where(eq(alertOutbox.userId, person.id));
        return row?.status;
      })
      .toBe('dropped');
    const left = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, person.id));
    expect(left).toEqual([]);
  });
});
