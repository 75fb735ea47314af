import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Language } from '../../lib/request-language';
import { sessionUserChanged } from '../sessions';
import { setEmailNotifications } from '../users';
import { userLanguage } from './publication.repository';
import { unsubscribingUser } from './unsubscribe-link';
import type { UnsubscribeOutcome } from './unsubscribe-page';

/**
 * GET /api/notifications/unsubscribe: turns the publication emails off for the person the signed
 * token names. Answers what happened and, once done, the person's own language for the page.
 */
export async function unsubscribe(
  ctx: { db: Database; secret: () => Promise<string>; log: FastifyBaseLogger },
  token: string | undefined,
): Promise<{ outcome: UnsubscribeOutcome; language?: Language }> {
  const userId = token ? unsubscribingUser(await ctx.secret(), token) : null;
  if (!userId) return { outcome: 'invalid' };
  const stored = await userLanguage(ctx.db, userId);
  if (!stored || !(await setEmailNotifications(ctx.db, userId, false))) return { outcome: 'unknown' };
  sessionUserChanged(ctx.db, userId);
  ctx.log.info({ userId }, 'unsubscribed from publication emails');
  return { outcome: 'done', language: stored };
}
