import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Sport } from '@arcade/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { historicalMatches } from '../../db/schema/index';
import { storeHistoricalMatches, winnerOf } from '../history';
import type { MarketProvider } from './providers/market-provider';

/** numeric(10, 4) keeps four decimals. */
const fourDecimals = (price: number | undefined) =>
  price === undefined ? null : Math.round(price * 10_000) / 10_000;

/** Leagues whose history came back empty, per provider: not asked again on every sync. */
const emptyHistory = new WeakMap<MarketProvider, Set<string>>();

/**
 * Loads a provider's past results into historical_matches the first time it syncs a league (the demo
 * market's past seasons), so the models have history on a fresh database and for a league the
 * provider covers since. Later results arrive as finished events. Their closing prices are kept where
 * the provider gives them (models fit on them), with the opening and closing snapshot (average, best,
 * sharp book) that backtests bet on. A provider without a calendar of its leagues loads a sport once.
 * Answers how many rows were written (0 when already loaded or not offered); `signal` stops it between
 * two leagues.
 */
export async function backfillHistory(
  db: Database,
  provider: MarketProvider,
  sport: Sport,
  now: Date,
  signal?: AbortSignal,
): Promise<number> {
  if (!provider.history) return 0;
  const loaded = new Set(
    (
      await db
        .selectDistinct({ league: historicalMatches.league })
        .from(historicalMatches)
        .where(and(eq(historicalMatches.dataSource, provider.name), eq(historicalMatches.sport, sport)))
    ).map((row) => row.league),
  );
  const empty = emptyHistory.get(provider) ?? new Set<string>();
  emptyHistory.set(provider, empty);
  const offered = provider.schedule?.(sport, now).map((entry) => entry.league);
  const missing = offered?.filter((league) => !loaded.has(league) && !empty.has(`${sport}|${league}`));
  if (missing ? missing.length === 0 : loaded.size > 0) return 0;
  const games = await provider.history(sport, now, missing, signal);
  for (const league of missing ?? [])
    if (!games.some((game) => game.league === league)) empty.add(`${sport}|${league}`);
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
  // A transaction per league: a league is loaded whole or not at all (what `loaded` above relies on),
  // and the database and the event loop serve requests between two leagues.
  const byLeague = new Map<string, typeof rows>();
  for (const row of rows) {
    const leagueRows = byLeague.get(row.league);
    if (leagueRows) leagueRows.push(row);
    else byLeague.set(row.league, [row]);
  }
  for (const leagueRows of byLeague.values()) {
    signal?.throwIfAborted();
    await storeHistoricalMatches(db, leagueRows);
    await yieldToEventLoop();
  }
  return rows.length;
}
