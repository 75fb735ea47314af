import { createHash, timingSafeEqual } from 'node:crypto';
import { type AlertChannels, TelegramLinkSchema } from '@arcade/contracts';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Update } from 'grammy/types';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { RateLimitRule } from '../../../lib/rate-limit';
import { TelegramBot } from './telegram-bot';
import { telegramChannel } from './telegram-channel';
import { createLinkToken, linkOfUser, unlinkUser } from '../notifications.service';
import { currentUser } from '../../sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Telegram bot; null without TELEGRAM_BOT_TOKEN (the channel is off). */
    telegramBot: TelegramBot | null;
  }
}

export const TELEGRAM_LINK_PATH = '/api/notifications/telegram/link';
const TELEGRAM_WEBHOOK_PATH = '/api/telegram/webhook';
const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/** A link is one click on the dashboard; this only stops a script from minting tokens in bulk. */
const linkLimit: RateLimitRule = { name: 'telegram-link:user', max: 10, windowMs: 15 * 60_000 };
/** A link request waits at most this for Telegram to tell the bot's username (getMe). */
const GET_ME_WAIT_MS = 5_000;

/** Telegram's update as it arrives; grammY reads the rest. */
const UpdateSchema = z.looseObject({ update_id: z.number().int().nonnegative() });

/** Compares digests, so neither the secret's content nor its length shows in the timing. */
function sameSecret(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

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

/**
 * The Telegram bot (when TELEGRAM_BOT_TOKEN is set): its alert channel, its start in the background
 * once the app is ready, the dashboard's one-time deep link (POST) and unlink (DELETE) at
 * /api/notifications/telegram/link, and the webhook Telegram posts updates to, which refuses any
 * update without the configured secret. Decorates `app.telegramBot` (null when off).
 */
const plugin: FastifyPluginAsyncZod = async (app) => {
  const config = app.config.telegram;
  const bot = config
    ? new TelegramBot(config, { database: app.database, appUrl: app.config.appUrl, log: app.log })
    : null;
  app.decorate('telegramBot', bot);
  if (bot) {
    app.alertChannels.register(
      telegramChannel({ api: bot.api, dashboardUrl: `${app.config.appUrl}/dashboard` }),
    );
    // In the background: a Telegram outage must not keep the app from answering.
    app.addHook('onReady', async () => bot.start());
    app.addHook('onClose', async () => bot.close());
  }

  app.post(TELEGRAM_LINK_PATH, { schema: { response: { 200: TelegramLinkSchema } } }, async (request) => {
    const user = currentUser(request);
    if (!bot)
      throw new AppError('CONFLICT', 'Telegram is not configured on this server (TELEGRAM_BOT_TOKEN)', {
        reason: 'telegram_disabled',
      });
    await app.rateLimiter.consume(linkLimit, user.id);
    const username = bot.botUsername ?? (await learnUsername(bot));
    const { token, expiresAt } = await createLinkToken(app.db, user.id, new Date());
    return { url: `https://t.me/${username}?start=${token}`, expiresAt: expiresAt.toISOString() };
  });

  app.delete(TELEGRAM_LINK_PATH, async (request, reply) => {
    const user = currentUser(request);
    await unlinkUser(app.db, user.id);
    return reply.code(204).send();
  });

  app.post(
    TELEGRAM_WEBHOOK_PATH,
    {
      schema: { body: UpdateSchema },
      // Before the update is even validated: one without the secret does nothing at all.
      preValidation: async (request) => {
        const secret = config?.webhookSecret;
        // Off, or long polling: this server takes no update by webhook at all.
        if (!secret)
          throw new AppError('NOT_FOUND', 'This server takes no Telegram updates by webhook', {
            reason: 'not_found',
          });
        if (!sameSecret(request.headers[SECRET_HEADER], secret))
          throw new AppError('UNAUTHORIZED', 'Missing or invalid X-Telegram-Bot-Api-Secret-Token', {
            reason: 'bad_webhook_secret',
          });
      },
    },
    async (request, reply) => {
      if (!bot) throw new AppError('NOT_FOUND', 'Telegram is off', { reason: 'not_found' });
      try {
        await bot.init();
      } catch (error) {
        // Telegram delivers the update again later.
        throw new AppError('SERVICE_UNAVAILABLE', 'Telegram did not answer getMe', {
          reason: 'telegram_unavailable',
          cause: error,
        });
      }
      await bot.handleUpdate(request.body as unknown as Update);
      return reply.code(200).send();
    },
  );
};

export const telegramRoutes = fp(plugin, { name: 'telegram' });

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
