import type { OddsQuote, PastGame, QuoteSelection } from '@arcade/core';
import { and, asc, eq, gt, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/migrate';
import type { Database, Tx } from '../../db/client';
import {
  betSplits,
  configSettings,
  events,
  historicalMatches,
  type NewPickRow,
  odds,
  picks,
} from '../../db/schema/index';
import type { Sport } from '../../db/schema/enums';
import { ensureDefaultConfig } from '../../db/seed';
import { marketOfClosingQuotes, marketOfPrices } from './past-market';

export type CandidateEvent = typeof events.$inferSelect;

/** Upcoming events that have not started, soonest first: all of them, one sport's, or one event. */
export function upcomingEvents(db: Database, now: Date, filter: { sport?: Sport; eventId?: string }) {
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.status, 'upcoming'),
        gt(events.startTime, now),
        filter.sport ? eq(events.sport, filter.sport) : undefined,
        filter.eventId ? eq(events.id, filter.eventId) : undefined,
      ),
    )
    .orderBy(asc(events.startTime));
}

interface QuoteRow {
  event_id: string;
  bookmaker: string;
  market: 'h2h' | 'spreads' | 'totals';
  selection: string;
  odds: string | number;
  line: string | number | null;
  timestamp: string | Date;
}

/**
 * The quotes the strategies read, by event id, oldest first: every moneyline snapshot (line movement
 * needs the history) and only each book's newest spread and total per selection and line.
 */
export async function quotesByEvent(db: Database, eventIds: string[]): Promise<Map<string, OddsQuote[]>> {
  const byEvent = new Map<string, OddsQuote[]>();
  if (eventIds.length === 0) return byEvent;
  const ids = sql.join(
    eventIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select event_id, bookmaker, market, selection, odds, line, timestamp from odds
    where event_id in (${ids}) and market = 'h2h'
    union all
    select * from (
      select distinct on (event_id, bookmaker, market, selection, line)
        event_id, bookmaker, market, selection, odds, line, timestamp
      from odds
      where event_id in (${ids}) and market <> 'h2h'
      order by event_id, bookmaker, market, selection, line, timestamp desc
    ) latest
    order by timestamp`);
  for (const row of rowsOf<QuoteRow>(result)) {
    const list = byEvent.get(row.event_id) ?? [];
    list.push({
      bookmaker: row.bookmaker,
      market: row.market,
      selection: row.selection as QuoteSelection,
      price: Number(row.odds),
      line: row.line === null ? null : Number(row.line),
      timestamp: new Date(row.timestamp),
    });
    byEvent.set(row.event_id, list);
  }
  return byEvent;
}

export async function splitsByEvent(db: Database, eventIds: string[]) {
  const byEvent = new Map<string, (typeof betSplits.$inferSelect)[]>();
  for (let i = 0; i < eventIds.length; i += 500) {
    const rows = await db
      .select()
      .from(betSplits)
      .where(inArray(betSplits.eventId, eventIds.slice(i, i + 500)))
      .orderBy(asc(betSplits.timestamp));
    for (const row of rows) byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), row]);
  }
  return byEvent;
}

/**
 * A league's results before `asOf`: finished events synced here plus imported history, the same
 * match counted once (imports and the live feed can both hold it). Each game carries its de-vigged
 * closing prices when they were kept (models fit on what the market expected of past games).
 */
export async function leagueHistory(
  db: Database,
  sport: Sport,
  league: string,
  asOf: Date,
): Promise<PastGame[]> {
  const synced = await db
    .select({
      id: events.id,
      date: events.startTime,
      home: events.homeTeam,
      away: events.awayTeam,
      homeScore: events.homeScore,
      awayScore: events.awayScore,
    })
    .from(events)
    .where(
      and(
        eq(events.sport, sport),
        eq(events.league, league),
        eq(events.status, 'finished'),
        lt(events.startTime, asOf),
        isNotNull(events.homeScore),
        isNotNull(events.awayScore),
      ),
    );
  const closing = await closingMoneylines(db, sport, league, asOf);
  const imported = await db
    .select({
      date: historicalMatches.startTime,
      home: historicalMatches.homeTeam,
      away: historicalMatches.awayTeam,
      homeScore: historicalMatches.homeScore,
      awayScore: historicalMatches.awayScore,
      prices: {
        home: historicalMatches.homeOdds,
        draw: historicalMatches.drawOdds,
        away: historicalMatches.awayOdds,
      },
    })
    .from(historicalMatches)
    .where(
      and(
        eq(historicalMatches.sport, sport),
        eq(historicalMatches.league, league),
        lt(historicalMatches.startTime, asOf),
        isNotNull(historicalMatches.homeScore),
        isNotNull(historicalMatches.awayScore),
      ),
    );
  const seen = new Set<string>();
  const games: PastGame[] = [];
  const candidates = [
    ...synced.map(({ id, ...game }) => ({
      ...game,
      market: marketOfClosingQuotes(sport, closing.get(id) ?? []),
    })),
    ...imported.map(({ prices, ...game }) => ({ ...game, market: marketOfPrices(sport, prices) })),
  ];
  for (const { market, ...game } of candidates) {
    const key = `${game.date.toISOString().slice(0, 10)}|${game.home}|${game.away}`;
    if (seen.has(key) || game.homeScore === null || game.awayScore === null) continue;
    seen.add(key);
    games.push({
      ...game,
      homeScore: game.homeScore,
      awayScore: game.awayScore,
      ...(market ? { market } : {}),
    });
  }
  return games.sort((a, b) => a.date.getTime() - b.date.getTime());
}

/** The closing moneyline quotes of a league's finished events before `asOf`, by event id. */
async function closingMoneylines(
  db: Database,
  sport: Sport,
  league: string,
  asOf: Date,
): Promise<Map<string, OddsQuote[]>> {
  const rows = await db
    .select({
      eventId: odds.eventId,
      bookmaker: odds.bookmaker,
      selection: odds.selection,
      price: odds.odds,
      timestamp: odds.timestamp,
    })
    .from(odds)
    .innerJoin(events, eq(events.id, odds.eventId))
    .where(
      and(
        eq(events.sport, sport),
        eq(events.league, league),
        eq(events.status, 'finished'),
        lt(events.startTime, asOf),
        eq(odds.market, 'h2h'),
        eq(odds.isClosing, true),
      ),
    );
  const byEvent = new Map<string, OddsQuote[]>();
  for (const row of rows) {
    const list = byEvent.get(row.eventId) ?? [];
    list.push({
      bookmaker: row.bookmaker,
      market: 'h2h',
      selection: row.selection as QuoteSelection,
      price: row.price,
      line: null,
      timestamp: row.timestamp,
    });
    byEvent.set(row.eventId, list);
  }
  return byEvent;
}

/** The settings generation uses (the single config_settings row, created with its defaults if missing). */
export async function generationConfig(db: Database) {
  let [row] = await db.select().from(configSettings).limit(1);
  if (!row) {
    await ensureDefaultConfig(db);
    [row] = await db.select().from(configSettings).limit(1);
  }
  if (!row) throw new Error('config_settings has no row');
  return row;
}

/**
 * The picks still pending, approved or published on these events: `eventId|market|selection` of each
 * (never generated twice) and how many each event has (the per-event cap counts them).
 */
export async function livePicks(
  db: Database,
  eventIds: string[],
): Promise<{ keys: Set<string>; perEvent: Map<string, number> }> {
  const keys = new Set<string>();
  const perEvent = new Map<string, number>();
  for (let i = 0; i < eventIds.length; i += 500) {
    const rows = await db
      .select({ eventId: picks.eventId, market: picks.market, selection: picks.selection })
      .from(picks)
      .where(
        and(
          inArray(picks.eventId, eventIds.slice(i, i + 500)),
          inArray(picks.status, ['pending', 'approved', 'published']),
        ),
      );
    for (const row of rows) {
      keys.add(`${row.eventId}|${row.market}|${row.selection}`);
      if (row.eventId) perEvent.set(row.eventId, (perEvent.get(row.eventId) ?? 0) + 1);
    }
  }
  return { keys, perEvent };
}

export function insertPicks(tx: Tx, rows: NewPickRow[]) {
  return rows.length === 0 ? Promise.resolve([]) : tx.insert(picks).values(rows).returning();
}

/**
 * The edges of the policy's candidates generated since `since` (picks of any status, manual picks
 * left out: they never went through the policy), keyed `eventId|market|selection`. Each is the edge
 * generation found (the analysis log's final decision), not one an admin's odds edit gave it later.
 */
export async function generatedEdgesSince(
  db: Database,
  since: Date,
  until: Date,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      id: picks.id,
      eventId: picks.eventId,
      market: picks.market,
      selection: picks.selection,
      edge: sql<number>`coalesce((${picks.analysisLog} -> 'finalDecision' ->> 'edge')::float8, ${picks.edge})`.mapWith(
        Number,
      ),
    })
    .from(picks)
    .where(
      and(
        gt(picks.timestamp, since),
        lte(picks.timestamp, until),
        sql`${picks.strategy} is distinct from 'manual'`,
      ),
    );
  const edges = new Map<string, number>();
  // A pick whose event was deleted since is still a candidate of its own.
  for (const row of rows)
    edges.set(row.eventId ? `${row.eventId}|${row.market}|${row.selection}` : `pick:${row.id}`, row.edge);
  return edges;
}
