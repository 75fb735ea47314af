import {
  AnalyzeEventRequestSchema,
  AnalyzeManualRequestSchema,
  AnalyzeResponseSchema,
} from '@arcade/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../sessions';
import { refuseOnBreak } from '../users';
import { createPickEnricher } from '../ai';
import type { RateLimitRule } from '../../lib/rate-limit';
import { analyzeEvent, analyzeManual } from './analyze.service';

/** Each analysis fits the league's models and may call the AI: 20 a minute per user, both endpoints together. */
const analyzeLimit: RateLimitRule = { name: 'analyze:user', max: 20, windowMs: 60_000 };

/**
 * The analysis tool (/analyze-pick) for logged-in users, regular and admin (plugins/access.ts: any
 * session). The answer is the models' view, or, on a match with a live published pick the caller may
 * not see, that pick's teaser in its place.
 */
export const analyzeRoutes: FastifyPluginAsyncZod = async (app) => {
  const enricher = createPickEnricher(app.config.ai, app.db);
  const session = async (request: FastifyRequest) => {
    const user = currentUser(request);
    // A verdict on a price is a pick too: none during a break.
    refuseOnBreak(user, new Date(), 'FORBIDDEN');
    await app.rateLimiter.consume(analyzeLimit, user.id);
    return user;
  };

  app.post(
    '/api/analyze-pick',
    { schema: { body: AnalyzeEventRequestSchema, response: { 200: AnalyzeResponseSchema } } },
    async (request) => {
      const user = await session(request);
      return analyzeEvent(
        { db: app.db, enricher, now: new Date() },
        user,
        request.body.eventId,
        request.body.pickType,
      );
    },
  );

  app.post(
    '/api/analyze-pick-manual',
    { schema: { body: AnalyzeManualRequestSchema, response: { 200: AnalyzeResponseSchema } } },
    async (request) => {
      const user = await session(request);
      return analyzeManual({ db: app.db, enricher, now: new Date() }, user, request.body);
    },
  );
};
