import type { AlertChannels, TelegramLink } from '@arcade/contracts';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { TelegramBot } from './telegram-bot';
import { createLinkToken, linkOfUser, unlinkUser } from './telegram.repository';

/** A link request waits at most this for Telegram to tell the bot's username (getMe). */
const GET_ME_WAIT_MS = 5_000;

/** What GET /api/notifications/channels says of Telegram for one person. */
export async function telegramChannelState(
  db: Database,
  bot: TelegramBot | null,
  userId: string,
): Promise<AlertChannels['telegram']> {
  if (!bot) return { enabled: false, botUsername: null, linked: null };
  const link = await linkOfUser(db, userId);
  return {
    enabled: true,
    botUsername: bot.botUsername,
    linked: link ? { username: link.username, linkedAt: link.linkedAt.toISOString() } : null,
  };
}

/** The dashboard's one-time deep link to the bot, which links the chat that opens it to the person. */
export async function newTelegramLink(
  db: Database,
  bot: TelegramBot,
  userId: string,
  now: Date,
): Promise<TelegramLink> {
  const username = bot.botUsername ?? (await learnUsername(bot));
  const { token, expiresAt } = await createLinkToken(db, userId, now);
  return { url: `https://t.me/${username}?start=${token}`, expiresAt: expiresAt.toISOString() };
}

/** Unlinks the person's chat, if any, and voids their unspent link tokens. */
export async function unlinkTelegram(db: Database, userId: string): Promise<void> {
  await unlinkUser(db, userId);
}

/** getMe, for a link asked before the background start got the username; 503 when Telegram is down. */
async function learnUsername(bot: TelegramBot): Promise<string> {
  const timeout = new Promise<never>((_resolve, reject) => {
    setTimeout(() => reject(new Error('getMe timed out')), GET_ME_WAIT_MS).unref();
  });
  try {
    await Promise.race([bot.init(), timeout]);
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', 'Telegram did not tell the bot username (getMe)', {
      reason: 'telegram_unavailable',
      cause: error,
    });
  }
  const username = bot.botUsername;
  if (!username)
    throw new AppError('SERVICE_UNAVAILABLE', 'Telegram did not tell the bot username', {
      reason: 'telegram_unavailable',
    });
  return username;
}
