import { TelegramLinkSchema } from '@arcade/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { telegramLinks, telegramLinkTokens, users } from '../../src/db/schema/index';
import { telegramChannelState } from '../../src/modules/notifications/telegram/telegram.service';
import { createAccount, loginAs } from '../helpers/accounts';
import { type TestApp, buildTestApp } from '../helpers/build-app';
import { testDatabaseMode } from '../helpers/database';
import { type FakeTelegram, startFakeTelegram } from '../helpers/fake-telegram';
import { giveSubscription, hoursFromNow, publishedPick } from '../helpers/subscribers';

const APP_URL = 'http://valuebets.test';
const SECRET = 'webhook-secret_0123456789';

let fake: FakeTelegram;
let t: TestApp;
let chatCounter = 5_000;

beforeAll(async () => {
  fake = await startFakeTelegram();
  t = await buildTestApp({
    APP_URL,
    TELEGRAM_BOT_TOKEN: fake.token,
    TELEGRAM_API_BASE_URL: fake.baseUrl,
    TELEGRAM_WEBHOOK_SECRET: SECRET,
  });
  await t.app.ready();
  await vi.waitFor(() => expect(fake.webhook).not.toBeNull(), { timeout: 10_000 });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function person(options: { language?: 'es' | 'en'; plan?: 'vip' | 'diamond'; name?: string } = {}) {
  const account = await createAccount(t.database.db, { language: options.language ?? 'es' });
  if (options.name)
    await t.database.db.update(users).set({ name: options.name }).where(eq(users.id, account.id));
  if (options.plan) await giveSubscription(t.database.db, account.id, options.plan);
  const cookie = await loginAs(t.app, account.email, account.plainPassword);
  return { id: account.id, cookie };
}

async function linkUrl(cookie: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/notifications/telegram/link',
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return TelegramLinkSchema.parse(res.json());
}

const tokenOf = (url: string) => new URL(url).searchParams.get('start') ?? '';

/** Posts an update as Telegram would (with the secret) and answers the messages the chat got. */
async function say(chatId: number, text: string, secret: string | null = SECRET) {
  const before = fake.messagesTo(chatId).length;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/telegram/webhook',
    headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
    payload: fake.message(chatId, text, { username: `user${chatId}` }),
  });
  return { res, replies: fake.messagesTo(chatId).slice(before) };
}

async function linkOf(userId: string) {
  const [row] = await t.database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, userId));
  return row;
}

async function linkedPerson(options: Parameters<typeof person>[0] = {}) {
  const someone = await person(options);
  const chatId = ++chatCounter;
  const { url } = await linkUrl(someone.cookie);
  const { replies } = await say(chatId, `/start ${tokenOf(url)}`);
  expect(replies).toHaveLength(1);
  return { ...someone, chatId };
}

describe(`the Telegram bot by webhook on ${testDatabaseMode}`, () => {
  it('sets its webhook with the secret at start, and learns its username', async () => {
    expect(fake.webhook).toEqual({ url: `${APP_URL}/api/telegram/webhook`, secret: SECRET });
    expect(t.app.telegramBot?.botUsername).toBe(fake.username);
  });

  it('gives a signed-in person a one-time deep link valid for 15 minutes, stored only hashed', async () => {
    const someone = await person();
    const before = Date.now();
    const link = await linkUrl(someone.cookie);
    expect(link.url).toMatch(new RegExp(`^https://t\\.me/${fake.username}\\?start=[\\w-]{43}$`));
    const expires = Date.parse(link.expiresAt) - before;
    expect(expires).toBeGreaterThan(14 * 60_000);
    expect(expires).toBeLessThanOrEqual(15 * 60_000 + 5_000);
    const rows = await t.database.db
      .select()
      .from(telegramLinkTokens)
      .where(eq(telegramLinkTokens.userId, someone.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(tokenOf(link.url));
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/notifications/telegram/link' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('links the chat with /start <token>, confirms by name in the person’s language, and the token works once', async () => {
    const someone = await person({ language: 'en', name: 'Ada <b>Lovelace</b>' });
    const { url } = await linkUrl(someone.cookie);
    const chatId = ++chatCounter;
    const first = await say(chatId, `/start ${tokenOf(url)}`);
    expect(first.res.statusCode).toBe(200);
    expect(first.replies).toHaveLength(1);
    expect(first.replies[0]?.text).toContain('Hi Ada &lt;b&gt;Lovelace&lt;/b&gt;!');
    expect(first.replies[0]?.parseMode).toBe('HTML');
    expect(await linkOf(someone.id)).toMatchObject({ chatId, username: `user${chatId}` });
    const state = await telegramChannelState(t.database.db, t.app.telegramBot, someone.id);
    expect(state).toMatchObject({
      enabled: true,
      botUsername: fake.username,
      linked: { username: `user${chatId}` },
    });

    const otherChat = ++chatCounter;
    const again = await say(otherChat, `/start ${tokenOf(url)}`);
    expect(again.replies[0]?.text).toContain('ya se usó');
    expect(again.replies[0]?.text).toContain('already used');
    expect((await linkOf(someone.id))?.chatId).toBe(chatId);
  });

  it('links nothing with an unknown or expired token, and says so', async () => {
    const chatId = ++chatCounter;
    const unknown = await say(chatId, '/start notatokenweknow');
    expect(unknown.replies[0]?.text).toContain('not valid');
    const someone = await person();
    const { url } = await linkUrl(someone.cookie);
    await t.database.db
      .update(telegramLinkTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(telegramLinkTokens.userId, someone.id));
    const expired = await say(chatId, `/start ${tokenOf(url)}`);
    expect(expired.replies[0]?.text).toContain('expired');
    expect(await linkOf(someone.id)).toBeUndefined();
    const rows = await t.database.db.select().from(telegramLinks).where(eq(telegramLinks.chatId, chatId));
    expect(rows).toEqual([]);
  });

  it('moves a chat linked to another account only with a valid token of the new one', async () => {
    const first = await linkedPerson({ name: 'First' });
    const second = await person({ name: 'Second' });
    await say(first.chatId, '/start bogus-token');
    expect((await linkOf(first.id))?.chatId).toBe(first.chatId);
    const { url } = await linkUrl(second.cookie);
    const moved = await say(first.chatId, `/start ${tokenOf(url)}`);
    expect(moved.replies[0]?.text).toContain('Second');
    expect(await linkOf(first.id)).toBeUndefined();
    expect((await linkOf(second.id))?.chatId).toBe(first.chatId);
  });

  it('refuses an update without the right secret with 401 and does nothing', async () => {
    const someone = await person();
    const { url } = await linkUrl(someone.cookie);
    const chatId = ++chatCounter;
    for (const secret of [null, 'wrong-secret', `${SECRET}x`, '']) {
      const { res, replies } = await say(chatId, `/start ${tokenOf(url)}`, secret);
      expect(res.statusCode, String(secret)).toBe(401);
      expect(res.json().error.reason).toBe('bad_webhook_secret');
      expect(replies).toEqual([]);
    }
    expect(await linkOf(someone.id)).toBeUndefined();
    // The token is still unspent: the right secret links.
    const { res } = await say(chatId, `/start ${tokenOf(url)}`);
    expect(res.statusCode).toBe(200);
    expect((await linkOf(someone.id))?.chatId).toBe(chatId);
  });

  it('/stop unlinks the chat; DELETE on the link unlinks from the dashboard', async () => {
    const someone = await linkedPerson({ language: 'en' });
    const stop = await say(someone.chatId, '/stop');
    expect(stop.replies[0]?.text).toContain('Chat unlinked');
    expect(await linkOf(someone.id)).toBeUndefined();
    const again = await say(someone.chatId, '/stop');
    expect(again.replies[0]?.text).toContain('not linked');

    const other = await linkedPerson();
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/notifications/telegram/link',
      headers: { cookie: other.cookie },
    });
    expect(res.statusCode).toBe(204);
    expect(await linkOf(other.id)).toBeUndefined();
  });

  it("/picks lists today's picks the plan opens and only counts the locked ones", async () => {
    const open = await publishedPick(t.database.db, {
      tier: 'vip',
      homeTeam: 'Lakers <script>',
      awayTeam: 'Celtics & Co',
      eventStartTime: hoursFromNow(1),
      minOdds: 1.93,
    });
    const locked = await publishedPick(t.database.db, {
      tier: 'diamante',
      homeTeam: 'Secret Home FC',
      awayTeam: 'Secret Away FC',
      displayLine: 'Secret Home FC -1.5',
      eventStartTime: hoursFromNow(2),
    });
    const vip = await linkedPerson({ language: 'en', plan: 'vip' });
    const { replies } = await say(vip.chatId, '/picks');
    const text = replies[0]?.text ?? '';
    expect(text).toContain("Today's picks");
    expect(text).toContain('Celtics &amp; Co @ Lakers &lt;script&gt; (H)');
    expect(text).toContain(open.displayLine ?? '');
    expect(text).toContain('Bet down to 1.93 (-108)');
    expect(text).not.toContain('Secret');
    expect(text).toMatch(/There (is|are) \d+ more picks? of/);
    expect(locked.id).toBeDefined();

    const nobody = await linkedPerson({ language: 'es' });
    const none = (await say(nobody.chatId, '/picks')).replies[0]?.text ?? '';
    expect(none).toContain('Todavía no hay picks de tu plan');
    expect(none).not.toContain('Lakers');
  });

  it('/idioma switches the language of the account and answers in the new one', async () => {
    const someone = await linkedPerson({ language: 'es' });
    const switched = await say(someone.chatId, '/idioma en');
    expect(switched.replies[0]?.text).toContain('English from now on');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, someone.id));
    expect(row?.language).toBe('en');
    const usage = await say(someone.chatId, '/idioma fr');
    expect(usage.replies[0]?.text).toContain('/idioma en');
    const help = await say(someone.chatId, 'hello?');
    expect(help.replies[0]?.text).toContain('/picks');
  });

  it('answers a chat linked to nobody with a short help in Spanish and English', async () => {
    const chatId = ++chatCounter;
    for (const text of ['/start', '/picks', 'hola']) {
      const reply = (await say(chatId, text)).replies[0]?.text ?? '';
      expect(reply).toContain('conecta Telegram');
      expect(reply).toContain('connect Telegram');
      expect(reply).toContain(`${APP_URL}/dashboard`);
    }
  });
});

describe(`Telegram switched off on ${testDatabaseMode}`, () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await buildTestApp({ APP_URL });
  });
  afterAll(async () => off?.close());

  it('refuses a link with a reason, says so on the channels state, and takes no webhook update', async () => {
    const account = await createAccount(off.database.db);
    const cookie = await loginAs(off.app, account.email, account.plainPassword);
    const res = await off.app.inject({
      method: 'POST',
      url: '/api/notifications/telegram/link',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.reason).toBe('telegram_disabled');
    expect(await telegramChannelState(off.database.db, off.app.telegramBot, account.id)).toEqual({
      enabled: false,
      botUsername: null,
      linked: null,
    });
    const hook = await off.app.inject({
      method: 'POST',
      url: '/api/telegram/webhook',
      headers: { 'x-telegram-bot-api-secret-token': SECRET },
      payload: { update_id: 1 },
    });
    expect(hook.statusCode).toBe(404);
    expect(off.app.alertChannels.get('telegram')).toBeUndefined();
  });
});
