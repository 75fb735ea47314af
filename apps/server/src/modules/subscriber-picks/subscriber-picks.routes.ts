import { SubscriberPicksQuerySchema, UnlockFreeResponseSchema } from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPrepared } from '../../lib/etag';
import type { RateLimitRule } from '../../lib/rate-limit';
import { currentUser } from '../sessions';
import { accessChanged } from '../subscriptions';
import { claimFreePick, picksBody } from './subscriber-picks.service';

/** A claim is one click; this only stops a script from hammering the lock. */
const unlockFreeLimit: RateLimitRule = { name: 'unlock-free:user', max: 10, windowMs: 15 * 60_000 };

/**
 * The subscriber's picks: every caller gets the published picks, in full where
 * entitled and as teasers otherwise; a logged-in user claims their free pick.
 */
export const subscriberPicksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/picks',
    // The answer (SubscriberPicksResponseSchema) is prepared bytes: each pick is parsed with its
    // strict schema when the list is built, not on every request.
    { schema: { querystring: SubscriberPicksQuerySchema } },
    async (request, reply) => {
      const body = await picksBody(app.db, request.user, request.query, new Date());
      // The list depends on who asks (the session cookie) and changes with any publication.
      return sendPrepared(request, reply, body, { perUser: true });
    },
  );

  app.post(
    '/api/picks/:id/unlock-free',
    { schema: { params: z.object({ id: z.uuid() }), response: { 200: UnlockFreeResponseSchema } } },
    async (request) => {
      const user = currentUser(request);
      await app.rateLimiter.consume(unlockFreeLimit, user.id);
      const pick = await claimFreePick(app.db, user, request.params.id, new Date());
      accessChanged(app.db, user.id);
      return { pick };
    },
  );
};
