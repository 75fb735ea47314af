import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { historicalMatches, type NewHistoricalMatchRow } from '../../../db/schema/index';

/**
 * Rows per statement and per transaction: 13 parameters a row stay far below PostgreSQL's 65,535, and
 * a short transaction lets other requests through between batches (PGlite runs one at a time).
 */
export const UPSERT_BATCH_ROWS = 500;

/**
 * Inserts the rows or, on the natural key (source, sport, league, start, teams), updates their scores
 * and prices, so importing a file again changes no row count. Rows must not repeat a key.
 */
export async function upsertHistoricalMatches(
  tx: Tx,
  rows: readonly NewHistoricalMatchRow[],
): Promise<{ inserted: number; updated: number }> {
  let inserted = 0;
  let updated = 0;
  for (let start = 0; start < rows.length; start += UPSERT_BATCH_ROWS) {
    const written = await tx
      .insert(historicalMatches)
      .values(rows.slice(start, start + UPSERT_BATCH_ROWS))
      .onConflictDoUpdate({
        target: [
          historicalMatches.dataSource,
          historicalMatches.sport,
          historicalMatches.league,
          historicalMatches.startTime,
          historicalMatches.homeTeam,
          historicalMatches.awayTeam,
        ],
        set: {
          homeScore: sql`excluded.home_score`,
          awayScore: sql`excluded.away_score`,
          winner: sql`excluded.winner`,
          homeOdds: sql`excluded.home_odds`,
          drawOdds: sql`excluded.draw_odds`,
          awayOdds: sql`excluded.away_odds`,
          oddsSnapshot: sql`excluded.odds_snapshot`,
          fetchedAt: sql`now()`,
        },
      })
      // xmax is 0 on a row version this statement inserted, and set on one it updated.
      .returning({ isInserted: sql<boolean>`(xmax = 0)` });
    for (const row of written) {
      if (row.isInserted) inserted += 1;
      else updated += 1;
    }
  }
  return { inserted, updated };
}
