import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiSession } from '../support/api';
import type { BrowserSession } from '../support/browser';
import { freshEmail } from '../support/auth-flows';
import { createManualPick, findUser, grantPlan, PickJanitor } from '../support/fixtures';
import { telegramClient } from '../support/fake-telegram-control';
import { squash, text } from '../support/texts';
import { openBrowserAs } from '../support/ui';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const tg = telegramClient(inject('telegram'));
let api: ApiSession;
const browsers: BrowserSession[] = [];
const janitor = new PickJanitor();

beforeAll(async () => {
  api = await ApiSession.logIn(baseUrl, admin.email, admin.password);
});
afterEach(async () => {
  await Promise.all(browsers.splice(0).map((browser) => browser.close()));
  await janitor.cleanUp(api);
});
afterAll(async () => janitor.cleanUp(api));

/** What the bot has sent the chat, once a message satisfying `wanted` is among it. */
async function messageTo(chatId: number, wanted: (text: string) => boolean): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await tg.sent(chatId)).map((message) => message.text).find(wanted);
        return found !== undefined;
      },
      { timeout: 30_000, message: `a Telegram message to ${chatId}` },
    )
    .toBe(true);
  return found ?? '';
}

describe('Telegram alerts', () => {
  it('links a chat from the dashboard with a one-time link, then tells it of a publication of its tiers only', async () => {
    const email = freshEmail('telegram');
    const subscriber = await ApiSession.signUp(baseUrl, {
      name: 'Lucía Telegram',
      email,
      password: 'telegram-pass-1',
    });
    await grantPlan(api, (await findUser(api, email)).id, 'vip');
    const browser = await openBrowserAs(subscriber);
    browsers.push(browser);
    const { page } = browser;
    await page.goto(`${baseUrl}/dashboard`);
    const panel = page.getByTestId('notifications-panel');
    await panel.waitFor();

    await panel.getByRole('button', { name: text('es', 'notifications:telegram.connect') }).click();
    const href = await panel
      .getByTestId('telegram-waiting')
      .locator('a[href^="https://t.me/"]')
      .getAttribute('href');
    const link = new URL(href ?? '');
    expect(link.pathname).toBe(`/${inject('telegram').botUsername}`);
    const token = link.searchParams.get('start') ?? '';
    expect(token).not.toBe('');

    // The person opens the link: Telegram sends the bot "/start <token>" from their chat.
    const chatId = 700_000 + Math.floor(Math.random() * 100_000);
    await tg.say(chatId, `/start ${token}`, 'lucia_punter');
    await messageTo(chatId, (message) => message.includes('Lucía Telegram'));
    // The dashboard sees the link without a reload.
    await expect
      .poll(
        async () =>
          squash(
            (await panel
              .getByTestId('telegram-linked')
              .textContent({ timeout: 1_000 })
              .catch(() => '')) ?? '',
          ),
        {
          timeout: 30_000,
        },
      )
      .toContain('lucia_punter');
    // The same link a second time links nothing.
    await tg.say(chatId + 1, `/start ${token}`);
    const refused = await messageTo(chatId + 1, () => true);
    expect(refused).not.toContain('Lucía Telegram');

    const vip = janitor.track(
      await createManualPick(api, {
        tier: 'vip',
        label: 'Telegrama',
        oddsAmerican: 131,
        status: 'published',
      }),
    );
    const platinum = janitor.track(
      await createManualPick(api, {
        tier: 'platinum',
        label: 'Bloqueado',
        oddsAmerican: 163,
        status: 'published',
      }),
    );
    const alert = await messageTo(chatId, (message) => message.includes(vip.homeTeam));
    expect(alert).toContain(vip.awayTeam);
    expect(alert).toContain(`(+${vip.oddsAmerican})`);
    // A pick of a tier the plan does not open never reaches the chat.
    for (const message of await tg.sent(chatId)) expect(message.text).not.toContain(platinum.homeTeam);
  });
});
