import { EndSessionsResponseSchema, SessionListResponseSchema, SessionParamsSchema } from '@arcade/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, currentSession } from './session-auth';
import type { RateLimitRule } from '../../lib/rate-limit';
import { endOtherSessions, endSession, listSessions } from './sessions.service';

/** Sign-outs per user: plenty for a person tidying their devices, not a loop. */
const signOutLimit: RateLimitRule = { name: 'sessions:sign-out', max: 30, windowMs: 15 * 60_000 };

/** The caller's user id and session token; the access guard lets only a live session through. */
function caller(request: FastifyRequest): { userId: string; token: string } {
  const { user, token } = currentSession(request);
  return { userId: user.id, token };
}

/** The caller's own sessions: the list, and signing one or all the others out. */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.isHttps;

  app.get(
    '/api/auth/sessions',
    { schema: { response: { 200: SessionListResponseSchema } } },
    async (request) => {
      const { userId, token } = caller(request);
      return { sessions: await listSessions(app.db, userId, token, new Date()) };
    },
  );

  app.delete(
    '/api/auth/sessions/:id',
    { schema: { params: SessionParamsSchema, response: { 200: EndSessionsResponseSchema } } },
    async (request, reply) => {
      const { userId, token } = caller(request);
      await app.rateLimiter.consume(signOutLimit, userId);
      const outcome = await endSession(app.db, userId, token, request.params.id);
      if (outcome.endedCurrent) clearSessionCookie(reply, secure);
      return outcome;
    },
  );

  app.post(
    '/api/auth/sessions/revoke-others',
    { schema: { response: { 200: EndSessionsResponseSchema } } },
    async (request) => {
      const { userId, token } = caller(request);
      await app.rateLimiter.consume(signOutLimit, userId);
      return endOtherSessions(app.db, userId, token);
    },
  );
};
