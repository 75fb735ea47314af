import type { Sport } from '@arcade/contracts';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { sportPrompts } from '../../db/schema/index';

interface ActivePrompt {
  id: string;
  content: string;
}

/**
 * The active prompt of a sport for a league: a prompt written for that league wins over one for the
 * whole sport (league null); among those, the highest version, then the newest. Null when none.
 */
export async function findActivePrompt(
  db: Database | Tx,
  sport: Sport,
  league: string | null,
): Promise<ActivePrompt | null> {
  const leagueMatch =
    league === null
      ? isNull(sportPrompts.league)
      : or(isNull(sportPrompts.league), eq(sportPrompts.league, league));
  const [row] = await db
    .select({ id: sportPrompts.id, content: sportPrompts.promptContent })
    .from(sportPrompts)
    .where(and(eq(sportPrompts.sport, sport), eq(sportPrompts.isActive, true), leagueMatch))
    .orderBy(sql`${sportPrompts.league} is null`, desc(sportPrompts.version), desc(sportPrompts.createdAt))
    .limit(1);
  return row ?? null;
}
