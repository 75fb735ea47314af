import { PushKeySchema, PushSubscriptionBodySchema, PushUnsubscribeBodySchema } from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPushChannel } from './push-channel';
import { subscribeToPush, unsubscribeFromPush } from './push.service';
import { loadVapidKeys, type VapidKeys } from './vapid-keys';
import { currentUser } from '../../sessions';

export const PUSH_KEY_PATH = '/api/notifications/push/key';
export const PUSH_SUBSCRIPTIONS_PATH = '/api/notifications/push/subscriptions';

const SubscribedSchema = z.object({ id: z.uuid() });

/**
 * Web Push: the VAPID public key browsers subscribe with, a signed-in person's subscriptions (one
 * row per browser endpoint), and the push channel on the notifications worker. The key is asked
 * only by someone about to subscribe, who must be signed in to do so: it needs a session like the
 * subscription routes (and, like every /api/notifications answer, is never cached).
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  let loading: Promise<VapidKeys> | undefined;
  const keys = () =>
    (loading ??= loadVapidKeys(app.db, app.config.push.keys).catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  // Made (or read) at start, so no request writes it; a database down at start does not stop the
  // app: the first request or delivery that needs the keys tries again.
  app.addHook('onReady', async () => {
    await keys().catch((error: unknown) =>
      app.log.warn({ err: error }, 'VAPID keys not loaded at start; the first push needing them retries'),
    );
  });
  const { subject, serviceOrigins } = app.config.push;
  app.alertChannels.register(createPushChannel({ keys, subject, serviceOrigins }));

  app.get(PUSH_KEY_PATH, { schema: { response: { 200: PushKeySchema } } }, async () => ({
    publicKey: (await keys()).publicKey,
  }));

  app.post(
    PUSH_SUBSCRIPTIONS_PATH,
    {
      schema: {
        body: PushSubscriptionBodySchema,
        response: { 200: SubscribedSchema, 201: SubscribedSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const saved = await subscribeToPush(app.db, user.id, request.body, serviceOrigins);
      return reply.code(saved.created ? 201 : 200).send({ id: saved.id });
    },
  );

  app.delete(
    PUSH_SUBSCRIPTIONS_PATH,
    { schema: { body: PushUnsubscribeBodySchema } },
    async (request, reply) => {
      const user = currentUser(request);
      await unsubscribeFromPush(app.db, user.id, request.body.endpoint);
      return reply.code(204).send();
    },
  );
};
