import type { HistoricalMatch, MarketPrices, OutcomePrices } from '@arcade/core';
import { and, asc, count, eq, gte, isNotNull, lt, max, min, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { historicalMatches, type OddsSnapshot, type OddsTriple } from '../../../db/schema/index';
import type { Sport } from '../../../db/schema/enums';
import { SNAPSHOT_KEYS } from '../../history';

/** The snapshot's keys back to core's price sets (the inverse of the importer's SNAPSHOT_KEYS). */
const PRICE_SET_OF = Object.fromEntries(
  Object.entries(SNAPSHOT_KEYS).map(([set, key]) => [key, set as keyof MarketPrices]),
) as Record<string, keyof MarketPrices>;

type StoredRow = {
  id: string;
  league: string;
  homeTeam: string;
  awayTeam: string;
  startTime: Date;
  homeScore: number | null;
  awayScore: number | null;
  homeOdds: number | null;
  drawOdds: number | null;
  awayOdds: number | null;
  oddsSnapshot: OddsSnapshot | null;
};

function pricesOf(triple: Partial<OddsTriple>): OutcomePrices | undefined {
  const prices: OutcomePrices = {};
  for (const outcome of ['home', 'draw', 'away'] as const) {
    const price = triple[outcome];
    if (typeof price === 'number' && price > 1) prices[outcome] = price;
  }
  return prices.home && prices.away ? prices : undefined;
}

/**
 * A stored row as core's HistoricalMatch: the snapshot's opening and closing prices per set (imported
 * seasons), else the row's own closing prices as the market average (the demo market's backfill).
 */
function toHistoricalMatch(row: StoredRow): HistoricalMatch {
  const prices: { opening?: MarketPrices; closing?: MarketPrices } = {};
  for (const [key, entry] of Object.entries(row.oddsSnapshot ?? {})) {
    const set = PRICE_SET_OF[key];
    if (!set || !entry) continue;
    for (const when of ['opening', 'closing'] as const) {
      const found = entry[when] ? pricesOf(entry[when]) : undefined;
      if (found) prices[when] = { ...prices[when], [set]: found };
    }
  }
  if (!prices.closing) {
    const average = pricesOf({ home: row.homeOdds, draw: row.drawOdds, away: row.awayOdds });
    if (average) prices.closing = { average };
  }
  return {
    id: row.id,
    league: row.league,
    date: row.startTime,
    home: row.homeTeam,
    away: row.awayTeam,
    homeScore: row.homeScore ?? 0,
    awayScore: row.awayScore ?? 0,
    prices,
  };
}

const finished = (sport: Sport) =>
  and(
    eq(historicalMatches.sport, sport),
    isNotNull(historicalMatches.homeScore),
    isNotNull(historicalMatches.awayScore),
  );

/** The sport's finished matches before `to`: those before `from` warm the models up, the rest are walked. */
export async function loadHistory(
  db: Database,
  sport: Sport,
  from: Date,
  to: Date,
): Promise<{ warmup: HistoricalMatch[]; data: HistoricalMatch[] }> {
  const rows = await db
    .select({
      id: historicalMatches.id,
      league: historicalMatches.league,
      homeTeam: historicalMatches.homeTeam,
      awayTeam: historicalMatches.awayTeam,
      startTime: historicalMatches.startTime,
      homeScore: historicalMatches.homeScore,
      awayScore: historicalMatches.awayScore,
      homeOdds: historicalMatches.homeOdds,
      drawOdds: historicalMatches.drawOdds,
      awayOdds: historicalMatches.awayOdds,
      oddsSnapshot: historicalMatches.oddsSnapshot,
    })
    .from(historicalMatches)
    .where(and(finished(sport), lt(historicalMatches.startTime, to)))
    .orderBy(asc(historicalMatches.startTime));
  const matches = rows.map(toHistoricalMatch);
  return { warmup: matches.filter((m) => m.date < from), data: matches.filter((m) => m.date >= from) };
}

/** How many finished matches of the sport lie in [from, to). */
export async function countInRange(db: Database, sport: Sport, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(historicalMatches)
    .where(and(finished(sport), gte(historicalMatches.startTime, from), lt(historicalMatches.startTime, to)));
  return row?.n ?? 0;
}

/** A gap this long between two match days starts a new season (as core's product policy reads seasons). */
const SEASON_GAP_MS = 45 * 86_400_000;

interface Coverage {
  sport: Sport;
  from: Date;
  to: Date;
  matches: number;
  /** The first day of the latest season: after the last gap of more than 45 days between match days. */
  latestSeasonFrom: Date;
}

/** Per sport, the stored finished history: first and last match, count, and where its latest season starts. */
export async function historyCoverage(db: Database, sport?: Sport): Promise<Coverage[]> {
  const filter = and(
    isNotNull(historicalMatches.homeScore),
    isNotNull(historicalMatches.awayScore),
    sport ? eq(historicalMatches.sport, sport) : undefined,
  );
  const totals = await db
    .select({
      sport: historicalMatches.sport,
      from: min(historicalMatches.startTime),
      to: max(historicalMatches.startTime),
      matches: count(),
    })
    .from(historicalMatches)
    .where(filter)
    .groupBy(historicalMatches.sport)
    .orderBy(asc(historicalMatches.sport));
  const day = sql<string>`to_char(${historicalMatches.startTime} at time zone 'UTC', 'YYYY-MM-DD')`;
  const days = await db
    .selectDistinct({ sport: historicalMatches.sport, day })
    .from(historicalMatches)
    .where(filter)
    .orderBy(asc(historicalMatches.sport), asc(day));
  return totals.flatMap((total) => {
    if (!total.from || !total.to) return [];
    let seasonFrom = new Date(total.from);
    let previous: number | null = null;
    for (const { day: value } of days.filter((d) => d.sport === total.sport)) {
      const time = Date.parse(`${value}T00:00:00Z`);
      if (previous !== null && time - previous > SEASON_GAP_MS) seasonFrom = new Date(time);
      previous = time;
    }
    return [
      {
        sport: total.sport,
        from: new Date(total.from),
        to: new Date(total.to),
        matches: total.matches,
        latestSeasonFrom: seasonFrom,
      },
    ];
  });
}
