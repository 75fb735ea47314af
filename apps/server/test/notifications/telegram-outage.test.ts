import { TelegramLinkSchema } from '@arcade/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { type FakeTelegram, startFakeTelegram } from '../helpers/fake-telegram';

const SECRET = 'outage-secret';

let fake: FakeTelegram;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeTelegram();
  // Telegram is down when the app starts.
  fake.setDown(true);
  t = await buildTestApp({
    APP_URL: 'http://valuebets.test',
    TELEGRAM_BOT_TOKEN: fake.token,
    TELEGRAM_API_BASE_URL: fake.baseUrl,
    TELEGRAM_WEBHOOK_SECRET: SECRET,
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe(`Telegram down at start on ${testDatabaseMode}`, () => {
  it('starts and answers anyway, refuses a link with a reason meanwhile, and catches up once Telegram is back', async () => {
    await t.app.ready();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    await vi.waitFor(() => expect(fake.callsOf('getMe').length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(t.app.telegramBot?.botUsername).toBeNull();

    const account = await createAccount(t.database.db);
    const cookie = await loginAs(t.app, account.email, account.plainPassword);
    const link = () =>
      t.app.inject({ method: 'POST', url: '/api/notifications/telegram/link', headers: { cookie } });
    const refused = await link();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.reason).toBe('telegram_unavailable');

    fake.setDown(false);
    // The background start retries getMe, then sets the webhook.
    await vi.waitFor(() => expect(fake.webhook?.secret).toBe(SECRET), { timeout: 20_000 });
    expect(t.app.telegramBot?.botUsername).toBe(fake.username);
    const res = await link();
    expect(res.statusCode).toBe(200);
    expect(TelegramLinkSchema.parse(res.json()).url).toContain(`https://t.me/${fake.username}?start=`);
  });
});
