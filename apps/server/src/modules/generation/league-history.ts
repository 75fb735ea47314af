import type { OddsQuote, PastGame, QuoteSelection } from '@arcade/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import type { Sport } from '../../db/schema/enums';
import { marketOfClosingQuotes, marketOfPrices } from './past-market';

/**
 * A league's finished games, kept in memory per database and league so that generation does not read
 * years of results and closing prices on every run. Each part carries a fingerprint of the rows it was
 * read from (how many, and the sum of their change times); a run compares it with the database's,
 * one aggregate query a part, and reads again only what changed:
 * - finished events (synced here): the rows whose `updated_at` is at or after the newest one kept,
 *   less a margin for transactions that committed late; if the merge still differs from the
 *   database's fingerprint (an event deleted, a change older than the margin), everything again.
 *   Every write that changes a finished game or its closing prices sets `updated_at`.
 * - imported history (`historical_matches`, `fetched_at`): read again whole when it changed (imports
 *   and backfills are rare).
 */
interface Fingerprint {
  count: number;
  /** Sum of the rows' change times in microseconds since the epoch, as a decimal string. */
  sum: string;
}

interface SyncedGame extends PastGame {
  id: string;
  /** `updated_at` in microseconds since the epoch. */
  changed: bigint;
  updatedAt: Date;
}

interface LeagueEntry {
  synced: Map<string, SyncedGame>;
  syncedPrint: Fingerprint;
  imported: PastGame[];
  importedPrint: Fingerprint;
  /** Every game, each match once, oldest first; built again when a part changed. */
  games: PastGame[] | null;
}

/** A late commit carries its transaction's start time: changes this much older are read again. */
const LATE_COMMIT_MARGIN_MS = 60 * 60_000;

const caches = new WeakMap<Database, Map<string, LeagueEntry>>();
const reads = new WeakMap<Database, { rows: number }>();

/** Rows of games and closing prices read from this database so far (a cache hit reads none). */
export function leagueHistoryRowsRead(db: Database): number {
  return reads.get(db)?.rows ?? 0;
}

/** Forgets every league's games of this database (the next run reads them all). */
export function forgetLeagueHistory(db: Database): void {
  caches.delete(db);
}

const counted = (db: Database, rows: number) => {
  const stats = reads.get(db) ?? { rows: 0 };
  stats.rows += rows;
  reads.set(db, stats);
};

const micros = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000000)::bigint`);
const finishedOf = (sport: Sport, league: string) =>
  sql`e.sport = ${sport} and e.league = ${league} and e.status = 'finished'
    and e.home_score is not null and e.away_score is not null`;

async function fingerprints(db: Database, sport: Sport, league: string) {
  // One pass over each table: how many rows and the sum of their change times.
  const result = await db.execute(sql`
    select s.count as synced_count, s.sum as synced_sum, i.count as imported_count, i.sum as imported_sum
    from (select count(*)::int as count, coalesce(sum(${micros('e.updated_at')}), 0)::text as sum
        from events e where ${finishedOf(sport, league)}) s,
      (select count(*)::int as count, coalesce(sum(${micros('h.fetched_at')}), 0)::text as sum
        from historical_matches h where h.sport = ${sport} and h.league = ${league}
          and h.home_score is not null and h.away_score is not null) i`);
  const [row] = rowsOf<{
    synced_count: number;
    synced_sum: string;
    imported_count: number;
    imported_sum: string;
  }>(result);
  return {
    synced: { count: Number(row?.synced_count ?? 0), sum: String(row?.synced_sum ?? '0') },
    imported: { count: Number(row?.imported_count ?? 0), sum: String(row?.imported_sum ?? '0') },
  };
}

const samePrint = (a: Fingerprint, b: Fingerprint) => a.count === b.count && a.sum === b.sum;

function printOf(games: Iterable<{ changed: bigint }>): Fingerprint {
  let count = 0;
  let sum = 0n;
  for (const game of games) {
    count += 1;
    sum += game.changed;
  }
  return { count, sum: sum.toString() };
}

interface EventRow {
  id: string;
  date: Date | string;
  home: string;
  away: string;
  home_score: number;
  away_score: number;
  status: string;
  changed: string;
  updated_at: Date | string;
}

interface ClosingRow {
  event_id: string;
  bookmaker: string;
  selection: string;
  price: string | number;
  timestamp: Date | string;
}

/**
 * The league's events changed at or after `since` (all of them without it), finished or not, and the
 * closing moneyline quotes of the finished ones.
 */
async function readSynced(db: Database, sport: Sport, league: string, since: Date | null) {
  const changedSince = since ? sql`and e.updated_at >= ${since.toISOString()}::timestamptz` : sql``;
  const eventRows = rowsOf<EventRow>(
    await db.execute(sql`
      select e.id, e.start_time as date, e.home_team as home, e.away_team as away, e.home_score,
        e.away_score, e.status, ${micros('e.updated_at')}::text as changed, e.updated_at
      from events e
      where e.sport = ${sport} and e.league = ${league} ${changedSince}
        ${since ? sql`` : sql`and ${finishedOf(sport, league)}`}`),
  );
  const closingRows = rowsOf<ClosingRow>(
    await db.execute(sql`
      select o.event_id, o.bookmaker, o.selection, o.odds as price, o.timestamp
      from odds o join events e on e.id = o.event_id
      where ${finishedOf(sport, league)} ${changedSince} and o.market = 'h2h' and o.is_closing`),
  );
  counted(db, eventRows.length + closingRows.length);
  const closing = new Map<string, OddsQuote[]>();
  for (const row of closingRows) {
    const list = closing.get(row.event_id) ?? [];
    list.push({
      bookmaker: row.bookmaker,
      market: 'h2h',
      selection: row.selection as QuoteSelection,
      price: Number(row.price),
      line: null,
      timestamp: new Date(row.timestamp),
    });
    closing.set(row.event_id, list);
  }
  return eventRows.map((row) => {
    const finished = row.status === 'finished' && row.home_score !== null && row.away_score !== null;
    if (!finished) return { id: row.id, game: null };
    const market = marketOfClosingQuotes(sport, closing.get(row.id) ?? []);
    const game: SyncedGame = {
      id: row.id,
      date: new Date(row.date),
      home: row.home,
      away: row.away,
      homeScore: row.home_score,
      awayScore: row.away_score,
      changed: BigInt(row.changed),
      updatedAt: new Date(row.updated_at),
      ...(market ? { market } : {}),
    };
    return { id: row.id, game };
  });
}

async function readImported(db: Database, sport: Sport, league: string): Promise<PastGame[]> {
  const rows = rowsOf<{
    date: Date | string;
    home: string;
    away: string;
    home_score: number;
    away_score: number;
    home_odds: string | number | null;
    draw_odds: string | number | null;
    away_odds: string | number | null;
  }>(
    await db.execute(sql`
      select start_time as date, home_team as home, away_team as away, home_score, away_score, home_odds,
        draw_odds, away_odds
      from historical_matches
      where sport = ${sport} and league = ${league} and home_score is not null and away_score is not null`),
  );
  counted(db, rows.length);
  const price = (value: string | number | null) => (value === null ? null : Number(value));
  return rows.map((row) => {
    const market = marketOfPrices(sport, {
      home: price(row.home_odds),
      draw: price(row.draw_odds),
      away: price(row.away_odds),
    });
    return {
      date: new Date(row.date),
      home: row.home,
      away: row.away,
      homeScore: row.home_score,
      awayScore: row.away_score,
      ...(market ? { market } : {}),
    };
  });
}

const byDateAndTeams = (a: PastGame, b: PastGame) =>
  a.date.getTime() - b.date.getTime() ||
  (a.home < b.home ? -1 : a.home > b.home ? 1 : 0) ||
  (a.away < b.away ? -1 : a.away > b.away ? 1 : 0);

/** Every game once (a synced event before an import of the same match), oldest first. */
function compose(entry: LeagueEntry): PastGame[] {
  const seen = new Set<string>();
  const games: PastGame[] = [];
  const synced = [...entry.synced.values()].sort((a, b) => byDateAndTeams(a, b) || (a.id < b.id ? -1 : 1));
  for (const game of [...synced, ...entry.imported]) {
    const key = `${game.date.toISOString().slice(0, 10)}|${game.home}|${game.away}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const { date, home, away, homeScore, awayScore, market } = game;
    games.push({ date, home, away, homeScore, awayScore, ...(market ? { market } : {}) });
  }
  return games.sort(byDateAndTeams);
}

async function loadSynced(db: Database, sport: Sport, league: string) {
  const synced = new Map<string, SyncedGame>();
  for (const { id, game } of await readSynced(db, sport, league, null)) if (game) synced.set(id, game);
  return synced;
}

/** The kept games merged with what changed since the newest kept change (less the margin). */
async function refreshSynced(db: Database, sport: Sport, league: string, kept: Map<string, SyncedGame>) {
  let newest = 0;
  for (const game of kept.values()) newest = Math.max(newest, game.updatedAt.getTime());
  const synced = new Map(kept);
  for (const { id, game } of await readSynced(db, sport, league, new Date(newest - LATE_COMMIT_MARGIN_MS))) {
    if (game) synced.set(id, game);
    else synced.delete(id);
  }
  return synced;
}

/**
 * A league's results before `asOf`: finished events synced here plus imported history, the same
 * match counted once (imports and the live feed can both hold it), oldest first (then by teams).
 * Each game carries its de-vigged closing prices when they were kept (models fit on what the market
 * expected of past games). Served from memory while the league's history has not changed.
 */
export async function leagueHistory(
  db: Database,
  sport: Sport,
  league: string,
  asOf: Date,
): Promise<PastGame[]> {
  const cache = caches.get(db) ?? new Map<string, LeagueEntry>();
  caches.set(db, cache);
  const key = `${sport}|${league}`;
  const current = await fingerprints(db, sport, league);
  const kept = cache.get(key);
  let synced = kept?.synced;
  let syncedPrint = kept?.syncedPrint;
  if (!synced || !syncedPrint || !samePrint(syncedPrint, current.synced)) {
    synced = synced ? await refreshSynced(db, sport, league, synced) : undefined;
    if (!synced || !samePrint(printOf(synced.values()), current.synced))
      synced = await loadSynced(db, sport, league);
    syncedPrint = printOf(synced.values());
  }
  let imported = kept?.imported;
  let importedPrint = kept?.importedPrint;
  if (!imported || !importedPrint || !samePrint(importedPrint, current.imported)) {
    imported = await readImported(db, sport, league);
    importedPrint = current.imported;
  }
  const unchanged = kept?.synced === synced && kept?.imported === imported;
  const entry: LeagueEntry = { synced, syncedPrint, imported, importedPrint, games: null };
  entry.games = unchanged && kept?.games ? kept.games : compose(entry);
  cache.set(key, entry);
  const games = entry.games;
  // Oldest first: the games before asOf are a prefix.
  let end = games.length;
  while (end > 0 && (games[end - 1] as PastGame).date.getTime() >= asOf.getTime()) end -= 1;
  return games.slice(0, end);
}
