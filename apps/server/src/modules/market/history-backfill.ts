import type { Sport } from '@arcade/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { historicalMatches } from '../../db/schema/index';
import { upsertHistoricalMatches } from '../history/import/import.repository';
import { winnerOf } from '../history/import/match-row';
import type { MarketProvider } from './providers/market-provider';

/** numeric(10, 4) keeps four decimals. */
const fourDecimals = (price: number | undefined) =>
  price === undefined ? null : Math.round(price * 10_000) / 10_000;

/**
 * Loads a provider's past results into historical_matches the first time it syncs a sport (the demo
 * market's past seasons), so the models have history on a fresh database. Later results arrive as
 * finished events. Their closing prices are kept where the provider gives them (models fit on them),
 * with the opening and closing snapshot (average, best, sharp book) that backtests bet on.
 * Answers how many rows were written (0 when already loaded or not offered).
 */
export async function backfillHistory(
  db: Database,
  provider: MarketProvider,
  sport: Sport,
  now: Date,
): Promise<number> {
  if (!provider.history) return 0;
  const [loaded] = await db
    .select({ id: historicalMatches.id })
    .from(historicalMatches)
    .where(and(eq(historicalMatches.dataSource, provider.name), eq(historicalMatches.sport, sport)))
    .limit(1);
  if (loaded) return 0;
  const games = await provider.history(sport, now);
  const rows = games.flatMap((game) =>
    game.homeScore === null || game.awayScore === null
      ? []
      : [
          {
            sport: game.sport,
            league: game.league,
            homeTeam: game.homeTeam,
            awayTeam: game.awayTeam,
            startTime: game.startTime,
            homeScore: game.homeScore,
            awayScore: game.awayScore,
            winner: winnerOf(game.homeScore, game.awayScore),
            homeOdds: fourDecimals(game.closingPrices?.home),
            drawOdds: fourDecimals(game.closingPrices?.draw),
            awayOdds: fourDecimals(game.closingPrices?.away),
            ...(game.priceSnapshot ? { oddsSnapshot: game.priceSnapshot } : {}),
            dataSource: provider.name,
          },
        ],
  );
  if (rows.length === 0) return 0;
  await db.transaction((tx) => upsertHistoricalMatches(tx, rows));
  return rows.length;
}
