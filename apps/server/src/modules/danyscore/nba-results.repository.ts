import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { events, type NewNbaGameResultRow, nbaGameResults } from '../../db/schema/index';

/** The NBA events among `eventIds`. */
export function nbaEventsAmong(tx: Tx, eventIds: readonly string[]) {
  return tx
    .select()
    .from(events)
    .where(and(inArray(events.id, [...eventIds]), eq(events.sport, 'nba')));
}

/** Writes games into nba_game_results; a game already there takes the new scores and status. */
export async function upsertNbaGameResults(tx: Tx, rows: NewNbaGameResultRow[]): Promise<void> {
  await tx
    .insert(nbaGameResults)
    .values(rows)
    .onConflictDoUpdate({
      target: nbaGameResults.gameId,
      set: {
        homeTeamScore: sql`excluded.home_team_score`,
        awayTeamScore: sql`excluded.away_team_score`,
        status: sql`excluded.status`,
      },
    });
}
