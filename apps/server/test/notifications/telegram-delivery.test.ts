import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { type AlertOutboxRow, telegramLinks } from '../../src/db/schema/index';
import { schemaLockKey } from '../../src/db/schema-lock-key';
import type { AlertPick, AlertRecipient } from '../../src/modules/notifications/alerts/audience';
import type { AlertChannelAdapter } from '../../src/modules/notifications/alerts/channel';
import { MESSAGE_LIMIT } from '../../src/modules/notifications/telegram/telegram-format';
import { TELEGRAM_POLL_LOCK_KEY } from '../../src/modules/notifications/telegram/telegram-polling';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp, testConfig } from '../helpers/build-app';
import { createTestDatabase, openSecondInstance, testDatabaseMode } from '../helpers/database';
import { type FakeTelegram, startFakeTelegram } from '../helpers/fake-telegram';

const APP_URL = 'http://valuebets.test';

let fake: FakeTelegram;
let t: TestApp;
let channel: AlertChannelAdapter;
let chatCounter = 9_000;

/** A linked account (as /start would leave it) and the recipient the batch fan-out would pass. */
async function linkedRecipient(options: { language: 'es' | 'en'; bankroll?: number | null }) {
  const account = await createAccount(t.database.db, { language: options.language });
  const chatId = ++chatCounter;
  await t.database.db.insert(telegramLinks).values({ userId: account.id, chatId, username: null });
  const recipient: AlertRecipient = {
    id: account.id,
    email: account.email,
    name: account.name,
    language: options.language,
    subscriptions: [],
    breakEndsAt: null,
    selfExcluded: false,
    erasedAt: null,
    preferences: {
      email: true,
      telegram: true,
      push: true,
      sports: null,
      bankroll: options.bankroll ?? null,
    },
  };
  return { recipient, chatId };
}

let pickCounter = 0;
function alertPick(overrides: Partial<AlertPick> = {}): AlertPick {
  pickCounter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(pickCounter).padStart(12, '0')}`,
    sport: 'soccer',
    league: 'LaLiga',
    homeTeam: 'Real <Madrid>',
    awayTeam: 'Barça & "Friends"',
    selection: 'Real <Madrid>',
    displayLine: 'Real <Madrid> -0.5',
    market: 'spreads',
    odds: 2.1,
    oddsAmerican: 110,
    priceUnverified: false,
    offFeed: false,
    minOdds: 1.99,
    bookmaker: 'Book<b>maker</b>',
    edge: 0.0525,
    stake: 25,
    bankroll: 1000,
    tier: 'vip',
    eventStartTime: new Date('2026-12-05T20:00:00Z'),
    ...overrides,
  };
}

const ledger = { seq: 42, hash: 'abcdef0123456789abcdef', recordUrl: `${APP_URL}/record` };

/** The row the alert worker would hand to deliver, for a composed alert. */
function outboxRow(userId: string, payload: Record<string, unknown>): AlertOutboxRow {
  return {
    id: '00000000-0000-4000-8000-000000000000',
    channel: 'telegram',
    userId,
    dedupeKey: `telegram:test:${userId}`,
    payload,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: new Date(),
    error: null,
    createdAt: new Date(),
    sentAt: null,
  };
}

beforeAll(async () => {
  fake = await startFakeTelegram();
  t = await buildTestApp({
    APP_URL,
    TELEGRAM_BOT_TOKEN: fake.token,
    TELEGRAM_API_BASE_URL: fake.baseUrl,
    TELEGRAM_WEBHOOK_SECRET: 'secret-for-delivery-tests',
  });
  await t.app.ready();
  const adapter = t.app.alertChannels.get('telegram');
  if (!adapter) throw new Error('the Telegram channel is not registered');
  channel = adapter;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe(`Telegram alerts on ${testDatabaseMode}`, () => {
  it('composes one message per linked person and batch, every name escaped, in their language', async () => {
    const { recipient, chatId } = await linkedRecipient({ language: 'es', bankroll: 200 });
    const picks = [
      alertPick(),
      alertPick({
        sport: 'nba',
        market: 'h2h',
        homeTeam: 'Lakers',
        awayTeam: 'Celtics',
        displayLine: null,
        selection: 'Lakers',
        oddsAmerican: -150,
        odds: 1.6667,
        minOdds: null,
        eventStartTime: null,
      }),
    ];
    const alerts = await channel.compose(t.database.db, { batchId: 'batch-1', picks, ledger }, recipient);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.dedupeKey).toBe(`telegram:batch-1:${recipient.id}`);
    const payload = alerts[0]?.payload as { chatId: number; text: string };
    expect(payload.chatId).toBe(chatId);
    const { text } = payload;
    expect(text).toContain('2 picks nuevos publicados');
    expect(text).toContain('Real &lt;Madrid&gt; (L) vs Barça &amp; &quot;Friends&quot;');
    expect(text).toContain('Hándicap: <b>Real &lt;Madrid&gt; -0.5</b>');
    expect(text).toContain('Cuota 2,10 (+110) · Book&lt;b&gt;maker&lt;/b&gt;\nCuota mínima 1,99 (-101)\n');
    expect(text).toContain('Ventaja 5,25');
    // 25 of a 1,000 bankroll is 2.5 %: 5 of the person's 200.
    expect(text).toMatch(/Stake 5,00\s?US\$/);
    expect(text).toContain('Empieza: sáb, 5 dic, 21:00 (hora de Madrid)');
    expect(text).toContain('Celtics @ Lakers (L)');
    // A pick without a lowest price says nothing of one.
    expect(text).toContain('Cuota 1,67 (-150) · Book&lt;b&gt;maker&lt;/b&gt;\nVentaja');
    expect(text.match(/Cuota mínima/g)).toHaveLength(1);
    expect(text).not.toContain('null');
    expect(text).toContain('Sin hora de inicio');
    expect(text).toContain('entrada #42 · <code>abcdef012345</code>');
    expect(text).toContain(`<a href="${APP_URL}/record">`);
    // Only the tags the bot writes itself: nothing anyone typed became markup.
    const tags = new Set([...text.matchAll(/<\/?([a-z]+)/g)].map((match) => match[1]));
    expect([...tags].sort()).toEqual(['a', 'b', 'code']);

    const delivered = await channel.deliver(t.database.db, outboxRow(recipient.id, payload));
    expect(delivered).toEqual({ kind: 'sent' });
    expect(fake.messagesTo(chatId)).toEqual([{ chatId, text, parseMode: 'HTML' }]);
  });

  it('shows the stake as a share without a bankroll, in English, and nothing without a linked chat', async () => {
    const { recipient } = await linkedRecipient({ language: 'en' });
    const [alert] = await channel.compose(
      t.database.db,
      { batchId: 'batch-2', picks: [alertPick()], ledger: null },
      recipient,
    );
    const text = String(alert?.payload.text);
    expect(text).toContain('New pick published');
    expect(text).toContain('Odds 2.10 (+110) · Book&lt;b&gt;maker&lt;/b&gt;\nBet down to 1.99 (-101)\n');
    expect(text).toContain('Stake 2.5% of your bankroll');
    expect(text).toContain('Starts: Sat 5 Dec, 21:00 (Madrid time)');
    expect(text).not.toContain('Verifiable record');
    const unlinked = await createAccount(t.database.db, { language: 'en' });
    const none = await channel.compose(
      t.database.db,
      { batchId: 'batch-2', picks: [alertPick()], ledger },
      { ...recipient, id: unlinked.id },
    );
    expect(none).toEqual([]);
  });

  it('stays under Telegram’s length limit, counting what it leaves out', async () => {
    const { recipient } = await linkedRecipient({ language: 'en' });
    const picks = Array.from({ length: 60 }, () =>
      alertPick({ homeTeam: 'A very long team name '.repeat(3) }),
    );
    const [alert] = await channel.compose(t.database.db, { batchId: 'batch-3', picks, ledger }, recipient);
    const text = String(alert?.payload.text);
    expect(text.length).toBeLessThanOrEqual(MESSAGE_LIMIT);
    const shown = text.split('\n\n').length - 3;
    expect(text).toContain(`…and ${60 - shown} more on`);
    expect(text).toContain('Verifiable record');
  });

  it('unlinks a chat that blocked the bot (403), waits a 429’s retry_after, and throws on other failures', async () => {
    const { recipient, chatId } = await linkedRecipient({ language: 'es' });
    const row = outboxRow(recipient.id, { chatId, text: 'hola' });

    fake.failFor(chatId, { kind: 'flood', retryAfter: 7 });
    expect(await channel.deliver(t.database.db, row)).toEqual({ kind: 'retry-after', ms: 7_000 });

    fake.failFor(chatId, { kind: 'error', status: 500, description: 'Internal Server Error' });
    await expect(channel.deliver(t.database.db, row)).rejects.toThrow(/500/);

    fake.failFor(chatId, { kind: 'blocked' });
    const gone = await channel.deliver(t.database.db, row);
    expect(gone.kind).toBe('gone');
    const links = await t.database.db
      .select()
      .from(telegramLinks)
      .where(eq(telegramLinks.userId, recipient.id));
    expect(links).toEqual([]);
    // Unlinked since it was queued: nothing more is sent to that chat.
    fake.clearFailure(chatId);
    expect((await channel.deliver(t.database.db, row)).kind).toBe('gone');
    expect(fake.messagesTo(chatId)).toEqual([]);
  });
});

describe(`Telegram by long polling on ${testDatabaseMode}`, () => {
  let poller: FakeTelegram;
  let database: DatabaseHandle;
  let second: DatabaseHandle;

  beforeAll(async () => {
    poller = await startFakeTelegram();
    database = await createTestDatabase();
    second = openSecondInstance(database);
  });
  afterAll(async () => {
    if (second !== database) await second?.close();
    await database?.close();
    await poller?.close();
  });

  it('polls only while it holds the lock, links a chat by /start, and stops cleanly on close', async () => {
    const key = await schemaLockKey(database, TELEGRAM_POLL_LOCK_KEY);
    // Another instance polls first: it holds the lock until released.
    let release = () => {};
    let held = () => {};
    const holding = new Promise<void>((resolve) => (held = resolve));
    const other = second.withAdvisoryLock(key, async () => {
      held();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await holding;

    const app = await buildApp(
      testConfig({ APP_URL, TELEGRAM_BOT_TOKEN: poller.token, TELEGRAM_API_BASE_URL: poller.baseUrl }),
      { database },
    );
    try {
      await app.ready();
      const account = await createAccount(database.db, { language: 'en' });
      const cookie = await loginAs(app, account.email, account.plainPassword);
      const res = await app.inject({
        method: 'POST',
        url: '/api/notifications/telegram/link',
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      const token = new URL(res.json().url).searchParams.get('start');
      const chatId = 777_001;
      poller.queue(poller.message(chatId, `/start ${token}`, { username: 'poller_person' }));

      await vi.waitFor(() => expect(poller.callsOf('getMe').length).toBeGreaterThan(0), { timeout: 10_000 });
      // The lock is taken: this instance asks Telegram for nothing.
      expect(poller.callsOf('getUpdates')).toEqual([]);
      release();
      await other;

      await vi.waitFor(() => expect(poller.messagesTo(chatId)).toHaveLength(1), { timeout: 20_000 });
      expect(poller.messagesTo(chatId)[0]?.text).toContain('This chat is now linked');
      const [link] = await database.db
        .select()
        .from(telegramLinks)
        .where(eq(telegramLinks.userId, account.id));
      expect(link).toMatchObject({ chatId, username: 'poller_person' });
      expect(poller.callsOf('deleteWebhook').length).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
    // The handled update was confirmed: the next poller will not get it again.
    expect(poller.pendingUpdates()).toBe(0);
    // And the lock was handed back.
    const again = await second.withAdvisoryLock(key, async () => 'free');
    expect(again).toEqual({ ran: true, value: 'free' });
  });
});
