import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertOutbox, mailOutbox, telegramLinks } from '../../src/db/schema/index';
import { createAccount, loginAs, uniqueEmail } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import {
  type FakePushService,
  type FakeSubscription,
  startFakePushService,
  trustCertificate,
} from '../helpers/fake-push-service';
import { type FakeTelegram, startFakeTelegram } from '../helpers/fake-telegram';
import { createPick } from '../helpers/picks';
import { startSmtpServer } from '../helpers/smtp-server';
import { giveSubscription, hoursFromNow } from '../helpers/subscribers';

// One rule for every channel: a person on a break, self-excluded or whose account is deleted hears
// nothing of a publication — no email, no Telegram message, no push — while a subscriber beside them
// with the same plan and the same channels hears of it on all three.

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let telegram: FakeTelegram;
let push: FakePushService;
let untrust: () => void;
let t: TestApp;
let adminCookie: string;
let chatIds = 70_000;

interface Person {
  id: string;
  email: string;
  password: string;
  cookie: string;
  chatId: number;
  browser: FakeSubscription;
}

/** A diamond subscriber with all three channels on: email, a linked Telegram chat, a push browser. */
async function subscriber(): Promise<Person> {
  const account = await createAccount(t.database.db, { email: uniqueEmail('obey'), emailVerified: true });
  await giveSubscription(t.database.db, account.id, 'diamond');
  const chatId = ++chatIds;
  await t.database.db.insert(telegramLinks).values({ userId: account.id, chatId, username: null });
  const cookie = await loginAs(t.app, account.email, account.plainPassword);
  const browser = push.subscribe();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/notifications/push/subscriptions',
    headers: { cookie },
    payload: { endpoint: browser.endpoint, keys: browser.keys },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: account.id, email: account.email, password: account.plainPassword, cookie, chatId, browser };
}

async function call(person: Person, method: 'POST' | 'DELETE', url: string, payload: object) {
  const res = await t.app.inject({ method, url, headers: { cookie: person.cookie }, payload });
  expect(res.statusCode, res.body).toBe(200);
}

const heardOf = (person: Person, team: string) => ({
  email: smtp.mailsTo(person.email).filter((mail) => mail.text.includes(team)).length,
  telegram: telegram.messagesTo(person.chatId).filter((message) => message.text.includes(team)).length,
  push: person.browser.messages.filter((message) => JSON.stringify(message).includes(team)).length,
});

async function until(predicate: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  telegram = await startFakeTelegram();
  push = await startFakePushService();
  untrust = trustCertificate(push.ca);
  t = await buildTestApp({
    SMTP_URL: smtp.url,
    TELEGRAM_BOT_TOKEN: telegram.token,
    TELEGRAM_API_BASE_URL: telegram.baseUrl,
    TELEGRAM_WEBHOOK_SECRET: 'secret-for-the-audience-test',
    PUSH_SERVICE_ORIGINS: push.origin,
    APP_URL: 'http://valuebets.test',
    MAIL_BATCH_WINDOW_MS: '300',
    MAIL_QUEUE_POLL_MS: '100',
  });
  const admin = await createAccount(t.database.db, { role: 'admin', language: 'en' });
  adminCookie = await loginAs(t.app, admin.email, admin.plainPassword);
}, 60_000);
afterAll(async () => {
  await t?.close();
  untrust?.();
  await push?.close();
  await telegram?.close();
  await smtp?.close();
});

describe(`every channel obeys the break and the deletion, on ${testDatabaseMode}`, () => {
  it('a publication reaches the subscriber on all three channels and nobody who stepped away', async () => {
    const control = await subscriber();
    const onBreak = await subscriber();
    const excluded = await subscriber();
    const deleted = await subscriber();
    await call(onBreak, 'POST', '/api/account/break', { period: '24h' });
    await call(excluded, 'POST', '/api/account/break', { period: 'permanent' });
    await call(deleted, 'DELETE', '/api/account', { password: deleted.password });

    const pick = await createPick(t.database.db, {
      tier: 'diamante',
      homeTeam: 'Obedient Home',
      awayTeam: 'Obedient Away',
      selection: 'Obedient Home',
      eventStartTime: hoursFromNow(30),
    });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/picks/${pick.id}/status`,
      headers: { cookie: adminCookie },
      payload: { status: 'published' },
    });
    expect(res.statusCode, res.body).toBe(200);

    await smtp.waitForMail(control.email, (mail) => mail.text.includes('Obedient Home'));
    await push.waitFor(() => heardOf(control, 'Obedient Home').push > 0, 15_000);
    await until(() => heardOf(control, 'Obedient Home').telegram > 0);
    expect(heardOf(control, 'Obedient Home')).toEqual({ email: 1, telegram: 1, push: 1 });

    // The batch that reached the control person is the only one: whatever it queued is in the outboxes.
    const away = [onBreak, excluded, deleted];
    for (const person of away)
      expect(heardOf(person, 'Obedient Home')).toEqual({ email: 0, telegram: 0, push: 0 });
    const queuedAlerts = await t.database.db
      .select({ userId: alertOutbox.userId })
      .from(alertOutbox)
      .where(
        inArray(
          alertOutbox.userId,
          away.map((person) => person.id),
        ),
      );
    expect(queuedAlerts).toEqual([]);
    for (const person of away) {
      const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, person.email));
      expect(mails.filter((mail) => mail.text.includes('Obedient Home'))).toEqual([]);
    }
  });

  it('drops what was queued for a person before they took a break', async () => {
    const person = await subscriber();
    const pick = await createPick(t.database.db, {
      tier: 'vip',
      homeTeam: 'Queued Home',
      eventStartTime: hoursFromNow(30),
    });
    // An alert and a publication mail already queued (as a batch would leave them), not yet out.
    await t.database.db.insert(alertOutbox).values({
      channel: 'telegram',
      userId: person.id,
      dedupeKey: `test-queued:${person.id}`,
      payload: { chatId: person.chatId, text: 'Queued Home' },
      nextAttemptAt: hoursFromNow(1),
    });
    await t.database.db.insert(mailOutbox).values({
      to: person.email,
      subject: 'Queued Home',
      text: `Queued Home ${pick.id}`,
      dedupeKey: `publication:test-batch:${person.id}`,
      nextAttemptAt: hoursFromNow(1),
    });
    await call(person, 'POST', '/api/account/break', { period: '7d' });
    const [alert] = await t.database.db.select().from(alertOutbox).where(eq(alertOutbox.userId, person.id));
    expect(alert?.status).toBe('dropped');
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, person.email));
    expect(mails.filter((mail) => mail.subject === 'Queued Home')).toEqual([]);
  });
});
