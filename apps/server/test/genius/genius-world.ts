import { type GeniusStreamEvent, GeniusStreamEventSchema } from '@arcade/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { configSettings, geniusChatMessages } from '../../src/db/schema/index';
import { createPick } from '../helpers/picks';

export const FORMULA = 'edge >= 0.04 and odds >= 1.8';

/** A saved formula and Kelly fraction, a pick published today and a graded one from last week. */
export async function seedGeniusWorld(db: Database, now = new Date()) {
  await db.update(configSettings).set({ pickFormula: FORMULA, kellyFraction: 0.3, edgeThreshold: 0.025 });
  const today = await createPick(db, {
    status: 'published',
    sport: 'soccer',
    league: 'La Liga',
    homeTeam: 'Real Betis',
    awayTeam: 'Sevilla',
    selection: 'Real Betis',
    displayLine: 'Real Betis ML',
    odds: 2.5,
    edge: 0.061,
    tier: 'vip',
    eventStartTime: new Date(now.getTime() + 3 * 3_600_000),
    timestamp: now,
  });
  const lastWeek = new Date(now.getTime() - 7 * 86_400_000);
  await createPick(db, {
    status: 'published',
    homeTeam: 'Old Home',
    awayTeam: 'Old Away',
    result: 'win',
    profit: 22,
    eventStartTime: lastWeek,
    timestamp: lastWeek,
  });
  return { today };
}

/** The stored conversation of one admin, oldest first. */
export const storedMessages = (db: Database, userId: string) =>
  db
    .select()
    .from(geniusChatMessages)
    .where(eq(geniusChatMessages.userId, userId))
    .orderBy(geniusChatMessages.createdAt);

/** The `data:` events of an SSE body, parsed with the contract; comments (keep-alives) are skipped. */
export function streamEvents(body: string): GeniusStreamEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => GeniusStreamEventSchema.parse(JSON.parse(block.slice('data: '.length))));
}

/** The chat messages the fake provider received in its n-th request. */
export function promptOf(request: { body: unknown } | undefined) {
  const body = request?.body as {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: string }[];
  };
  return { model: body?.model, stream: body?.stream, messages: body?.messages ?? [] };
}
