import type { LookupFunction } from 'node:net';
import { randomUUID } from 'node:crypto';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { type AlertOutboxRow, pushSubscriptions } from '../../src/db/schema/index';
import type { AlertPick, AlertRecipient } from '../../src/modules/notifications/alerts/audience';
import type { AlertChannelAdapter } from '../../src/modules/notifications/alerts/channel';
import { publicPushAgent } from '../../src/modules/notifications/push/push-endpoints';
import { createPushChannel, retryAfterMs } from '../../src/modules/notifications/push/push-channel';
import { saveSubscription, subscriptionsOf } from '../../src/modules/notifications/push/push.repository';
import { createAccount } from '../helpers/accounts';
import { createTestDatabase } from '../helpers/database';
import {
  type FakePushService,
  type FakeSubscription,
  startFakePushService,
  trustCertificate,
} from '../helpers/fake-push-service';

const SUBJECT = 'mailto:alerts@valuebets.test';
const keys = webpush.generateVAPIDKeys();

let database: DatabaseHandle;
let push: FakePushService;
let untrust: () => void;
let channel: AlertChannelAdapter;

const pick = (overrides: Partial<AlertPick>): AlertPick => ({
  id: randomUUID(),
  sport: 'soccer',
  league: 'Premier League',
  homeTeam: 'Arsenal',
  awayTeam: 'Chelsea',
  selection: 'Arsenal',
  displayLine: null,
  market: 'h2h',
  odds: 2.1,
  oddsAmerican: 110,
  priceUnverified: false,
  offFeed: false,
  minOdds: 2.04,
  bookmaker: 'Pinnacle',
  edge: 0.061,
  stake: 12.5,
  bankroll: 1000,
  tier: 'vip',
  eventStartTime: new Date('2026-12-01T20:00:00Z'),
  ...overrides,
});

async function recipient(language: 'es' | 'en'): Promise<AlertRecipient> {
  const account = await createAccount(database.db, { language });
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    language,
    subscriptions: [],
    preferences: { email: true, telegram: true, push: true, sports: null, bankroll: null },
    breakEndsAt: null,
    selfExcluded: false,
    erasedAt: null,
  };
}

/** A browser subscribed for the person, and the queued push compose made for it. */
async function queuedFor(person: AlertRecipient, browser: FakeSubscription): Promise<AlertOutboxRow> {
  await saveSubscription(database.db, person.id, { endpoint: browser.endpoint, ...browser.keys });
  const batchId = randomUUID();
  const [alert] = await channel.compose(database.db, { batchId, picks: [pick({})], ledger: null }, person);
  if (!alert) throw new Error('nothing composed');
  return {
    id: randomUUID(),
    channel: 'push',
    userId: person.id,
    dedupeKey: alert.dedupeKey,
    payload: alert.payload,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: new Date(),
    error: null,
    createdAt: new Date(),
    sentAt: null,
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  push = await startFakePushService();
  // web-push sends through the default https agent: it trusts the fake as NODE_EXTRA_CA_CERTS would.
  untrust = trustCertificate(push.ca);
  channel = createPushChannel({
    keys: async () => keys,
    subject: SUBJECT,
    serviceOrigins: new Set([push.origin]),
  });
});
afterAll(async () => {
  untrust?.();
  await push?.close();
  await database?.close();
});

describe('composing a batch', () => {
  it("makes one push per subscribed browser, in the person's language, naming matches, tiers and lowest prices", async () => {
    const person = await recipient('en');
    const [phone, laptop] = [push.subscribe(), push.subscribe()];
    await saveSubscription(database.db, person.id, { endpoint: phone.endpoint, ...phone.keys });
    await saveSubscription(database.db, person.id, { endpoint: laptop.endpoint, ...laptop.keys });
    const subscriptions = await subscriptionsOf(database.db, person.id);
    const batchId = randomUUID();
    const picks = [
      pick({}),
      pick({
        homeTeam: 'Lakers',
        awayTeam: 'Celtics',
        sport: 'nba',
        tier: 'platinum',
        odds: 1.87,
        minOdds: null,
      }),
    ];
    const alerts = await channel.compose(database.db, { batchId, picks, ledger: null }, person);
    expect(alerts.map((alert) => alert.dedupeKey).sort()).toEqual(
      subscriptions.map((row) => `push:${batchId}:${row.id}`).sort(),
    );
    const notification = {
      title: '2 new picks published',
      // A pick without a lowest price says nothing of one.
      body: 'Arsenal vs Chelsea · VIP · Bet down to 2.04 (+104)\nLakers vs Celtics · Platinum',
      url: '/dashboard',
      tag: `picks-${batchId}`,
    };
    for (const alert of alerts) expect(alert.payload).toMatchObject({ notification });
    // Of the numbers, only the lowest price worth taking travels: no price, edge, stake or bookmaker.
    const text = JSON.stringify(alerts.map((alert) => alert.payload.notification));
    for (const detail of ['2.1', '1.87', '0.061', '12.5', 'Pinnacle']) expect(text).not.toContain(detail);
  });

  it('speaks Spanish to a Spanish speaker and counts the matches beyond three', async () => {
    const person = await recipient('es');
    const browser = push.subscribe();
    await saveSubscription(database.db, person.id, { endpoint: browser.endpoint, ...browser.keys });
    const picks = ['A', 'B', 'C', 'D', 'E'].map((team) => pick({ homeTeam: team, tier: 'diamante' }));
    const [alert] = await channel.compose(
      database.db,
      { batchId: randomUUID(), picks, ledger: null },
      person,
    );
    expect(alert?.payload.notification).toMatchObject({
      title: '5 picks nuevos publicados',
      body: [
        'A vs Chelsea · Diamante · Cuota mínima 2,04 (+104)',
        'B vs Chelsea · Diamante · Cuota mínima 2,04 (+104)',
        'C vs Chelsea · Diamante · Cuota mínima 2,04 (+104)',
        'y 2 más',
      ].join('\n'),
    });
    const [single] = await channel.compose(
      database.db,
      { batchId: randomUUID(), picks: [pick({})], ledger: null },
      person,
    );
    expect(single?.payload.notification).toMatchObject({ title: 'Nuevo pick publicado' });
  });

  it('makes nothing for a person without a subscribed browser', async () => {
    const person = await recipient('es');
    const batch = { batchId: randomUUID(), picks: [pick({})], ledger: null };
    expect(await channel.compose(database.db, batch, person)).toEqual([]);
  });
});

describe('delivering', () => {
  it('sends a push the browser can verify and decrypt: 201 is sent', async () => {
    const browser = push.subscribe();
    const row = await queuedFor(await recipient('en'), browser);
    expect(await channel.deliver(database.db, row)).toEqual({ kind: 'sent' });
    expect(browser.messages).toEqual([(row.payload as { notification: unknown }).notification]);
    const request = push.requests.at(-1);
    expect(request).toMatchObject({ status: 201, urgency: 'high', vapidKey: keys.publicKey });
    expect(request?.refusal).toBeUndefined();
    expect(Number(request?.ttl)).toBeGreaterThan(0);
  });

  it.each([404, 410])('deletes the subscription when the push service answers %i', async (status) => {
    const browser = push.subscribe();
    const person = await recipient('es');
    const row = await queuedFor(person, browser);
    browser.answer(status);
    expect(await channel.deliver(database.db, row)).toEqual({
      kind: 'gone',
      reason: `the push service answered ${status}`,
    });
    expect(await subscriptionsOf(database.db, person.id)).toEqual([]);
  });

  it('throws on a 500 (the worker retries) and keeps the subscription', async () => {
    const browser = push.subscribe();
    const person = await recipient('es');
    const row = await queuedFor(person, browser);
    browser.answer(500);
    await expect(channel.deliver(database.db, row)).rejects.toThrow('the push service answered 500');
    expect(await subscriptionsOf(database.db, person.id)).toHaveLength(1);
    expect(browser.messages).toEqual([]);
  });

  it("waits a 429's Retry-After, or fails without one", async () => {
    const browser = push.subscribe();
    const row = await queuedFor(await recipient('en'), browser);
    browser.answer(429, { 'retry-after': '30' });
    expect(await channel.deliver(database.db, row)).toEqual({ kind: 'retry-after', ms: 30_000 });
    browser.answer(429);
    await expect(channel.deliver(database.db, row)).rejects.toThrow('429');
    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:30 GMT', Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(
      30_000,
    );
  });

  it('posts nothing inside the network: an endpoint that is no push service is dropped with its row', async () => {
    const browser = push.subscribe();
    const person = await recipient('es');
    const row = await queuedFor(person, browser);
    // The same stored row, seen by a server that does not take this (loopback) origin as a push service.
    const strict = createPushChannel({ keys: async () => keys, subject: SUBJECT, serviceOrigins: new Set() });
    const before = push.requests.length;
    expect(await strict.deliver(database.db, row)).toEqual({
      kind: 'gone',
      reason: 'the endpoint is not a browser push service: it is an IP address',
    });
    expect(push.requests).toHaveLength(before);
    expect(await subscriptionsOf(database.db, person.id)).toEqual([]);
  });

  it("reaches a push service's name only at a public address, resolved as it connects", async () => {
    const { lookup } = publicPushAgent().options as { lookup: LookupFunction };
    const answer = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      lookup('localhost', {}, (error) => resolve(error)),
    );
    expect(answer?.message).toMatch(/localhost resolves to .* not a public address/);
  });

  it('sends nothing to a browser unsubscribed since the batch closed', async () => {
    const browser = push.subscribe();
    const person = await recipient('en');
    const row = await queuedFor(person, browser);
    await database.db.delete(pushSubscriptions);
    const before = push.requests.length;
    expect(await channel.deliver(database.db, row)).toMatchObject({ kind: 'gone' });
    expect(push.requests.length).toBe(before);
  });

  it('fails (and retries later) when the push service is not trusted', async () => {
    untrust();
    try {
      const browser = push.subscribe();
      const row = await queuedFor(await recipient('en'), browser);
      await expect(channel.deliver(database.db, row)).rejects.toThrow();
      expect(browser.messages).toEqual([]);
    } finally {
      untrust = trustCertificate(push.ca);
    }
  });
});
