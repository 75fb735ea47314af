import { AlertChannelsSchema, AlertPreferencesBodySchema, AlertPreferencesSchema } from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { currentUser, sessionUserChanged } from '../../sessions';
import { telegramChannelState } from '../telegram/telegram.routes';
import { alertDeliveryProducer } from './alert-delivery';
import { pushChannelState, readPreferences, updatePreferences } from '../notifications.service';

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
      const preferences = await readPreferences(app.db, user.id);
      if (!preferences)
        throw new AppError('UNAUTHORIZED', 'You must log in to do this', { reason: 'login_required' });
      return preferences;
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
      if (!preferences)
        throw new AppError('UNAUTHORIZED', 'You must log in to do this', { reason: 'login_required' });
      // The session carries the email switch (the dashboard shows it): it must not answer the old one.
      if (request.body.email !== undefined) sessionUserChanged(app.db, user.id);
      return preferences;
    },
  );
};
