import { AgeConfirmBodySchema, BreakBodySchema, LimitsBodySchema, MeResponseSchema } from '@arcade/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentSession, type SessionUser } from '../sessions';
import { toClientUser, userByEmail } from '../users';
import { confirmAge, refuseEndingBreak, setLimits, takeBreak } from './safer-play.service';

/** Safer play: the age confirmation, a break (never shortened), and the weekly stake limit. */
export const saferPlayRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The account as it is after a change (the session's copy may be a moment old). */
  const freshUser = async (user: SessionUser) => {
    const stored = await userByEmail(app.db, user.email);
    return { user: await toClientUser(app.db, stored ?? user) };
  };

  app.post(
    '/api/account/age',
    { schema: { body: AgeConfirmBodySchema, response: { 200: MeResponseSchema } } },
    async (request) => {
      const { user } = currentSession(request);
      await confirmAge(app.db, user, request.body.ageConfirmed, new Date());
      return freshUser(user);
    },
  );

  app.post(
    '/api/account/break',
    { schema: { body: BreakBodySchema, response: { 200: MeResponseSchema } } },
    async (request) => {
      const { user } = currentSession(request);
      await takeBreak({ db: app.db, billing: app.billing }, user, request.body.period, new Date());
      return freshUser(user);
    },
  );

  app.delete('/api/account/break', async (request) => {
    refuseEndingBreak(currentSession(request).user, new Date());
  });

  app.put(
    '/api/account/limits',
    { schema: { body: LimitsBodySchema, response: { 200: MeResponseSchema } } },
    async (request) => {
      const { user } = currentSession(request);
      await setLimits(app.db, user, request.body);
      return freshUser(user);
    },
  );
};
