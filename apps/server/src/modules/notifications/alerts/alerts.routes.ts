import { AlertChannelsSchema, AlertPreferencesBodySchema, AlertPreferencesSchema } from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, sessionUserChanged } from '../../sessions';
import { pushChannelState } from '../push/push.service';
import { telegramChannelState } from '../telegram/telegram.service';
import { alertDeliveryProducer } from './alert-delivery';
import { preferencesOf, updatePreferences } from './preferences.service';

/**
 * A person's alert switches (GET and PUT /api/notifications/preferences: each channel, the sports,
 * the bankroll stakes are shown on), what each channel offers them (GET /api/notifications/channels:
 * Telegram configured and linked, push subscriptions), and the delivery of queued Telegram and push alerts on the
 * notifications worker.
 */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.mailer.addProducer(
    alertDeliveryProducer({ channels: app.alertChannels, retry: app.config.mailQueue, log: app.log }),
  );

  app.get(
    '/api/notifications/preferences',
    { schema: { response: { 200: AlertPreferencesSchema } } },
    async (request) => {
      const user = currentUser(request);
      return preferencesOf(app.db, user.id);
    },
  );

  app.get(
    '/api/notifications/channels',
    { schema: { response: { 200: AlertChannelsSchema } } },
    async (request) => {
      const user = currentUser(request);
      const [telegram, push] = await Promise.all([
        telegramChannelState(app.db, app.telegramBot, user.id),
        pushChannelState(app.db, user.id),
      ]);
      return { telegram, push };
    },
  );

  app.put(
    '/api/notifications/preferences',
    { schema: { body: AlertPreferencesBodySchema, response: { 200: AlertPreferencesSchema } } },
    async (request) => {
      const user = currentUser(request);
      const preferences = await updatePreferences(app.db, user.id, request.body);
      // The session carries the email switch (the dashboard shows it): it must not answer the old one.
      if (request.body.email !== undefined) sessionUserChanged(app.db, user.id);
      return preferences;
    },
  );
};
