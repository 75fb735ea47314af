import { createHash, timingSafeEqual } from 'node:crypto';
import { TelegramLinkSchema } from '@arcade/contracts';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Update } from 'grammy/types';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import type { RateLimitRule } from '../../../lib/rate-limit';
import { TelegramBot } from './telegram-bot';
import { telegramChannel } from './telegram-channel';
import { newTelegramLink, unlinkTelegram } from './telegram.service';
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

/** Telegram's update as it arrives; grammY reads the rest. */
const UpdateSchema = z.looseObject({ update_id: z.number().int().nonnegative() });

/** Compares digests, so neither the secret's content nor its length shows in the timing. */
function sameSecret(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
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
    return newTelegramLink(app.db, bot, user.id, new Date());
  });

  app.delete(TELEGRAM_LINK_PATH, async (request, reply) => {
    const user = currentUser(request);
    await unlinkTelegram(app.db, user.id);
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
