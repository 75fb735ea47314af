import type { HistoricalMatch, OutcomePrices } from '@arcade/core';
import { canonicalTeam } from '../import/team-aliases';
import { parseCsv } from './csv';
import { moneyline, readOddsPortal } from './us-sports';

/**
 * The source's fetch script (nielsenz/odds-api-current-save, `fetch_historical_odds.py`) asks The Odds
 * API for each day's snapshot at 17:00 UTC: noon in winter (EST), 13:00 from March (EDT).
 */
const SNAPSHOT_HOUR_UTC = 17;

const REQUIRED = [
  'date',
  'game_id',
  'commence_time',
  'home_team',
  'away_team',
  'bookmaker',
  'ml_home',
  'ml_away',
];

interface NhlSnapshotJoin {
  /** Snapshot games joined to their OddsPortal result, in date order. */
  matches: HistoricalMatch[];
  /** Snapshot rows or games that joined nothing, with the reason: reported, never guessed. */
  unmatched: { line: number; reason: string }[];
  /** Joined games priced by one book only (the other had no complete moneyline in that snapshot). */
  oneBook: number;
  /** Joined games priced from a snapshot of an earlier day (none on game day before the start). */
  earlierDay: number;
  /** Joined games without an OddsPortal closing moneyline (every play-off game): no CLV for them. */
  withoutClose: number;
}

interface SnapshotRow {
  line: number;
  snapshotDay: string;
  takenAt: number;
  commence: Date;
  home: string;
  away: string;
  bookmaker: string;
  prices: OutcomePrices | undefined;
}

const eastern = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The game's day in US Eastern time, as OddsPortal dates NHL games: a 00:00Z puck drop is 19:00 or
 * 20:00 the evening before. Every NHL start, coast to coast and in Europe, falls on the same day in
 * Eastern time as at the venue (no game starts after midnight Eastern).
 */
export function easternDay(instant: Date): string {
  const part = (type: string) => eastern.formatToParts(instant).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function readRow(row: Record<string, string>, line: number): SnapshotRow | string {
  const snapshotDay = row.date?.trim() ?? '';
  const commenceText = row.commence_time?.trim() ?? '';
  const takenAt = Date.parse(`${snapshotDay}T${String(SNAPSHOT_HOUR_UTC).padStart(2, '0')}:00:00Z`);
  const commence = new Date(commenceText);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(snapshotDay) || !Number.isFinite(takenAt))
    return `unreadable snapshot date '${snapshotDay}'`;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(commenceText) || !Number.isFinite(commence.getTime()))
    return `unreadable commence_time '${commenceText}'`;
  const home = row.home_team?.trim() ?? '';
  const away = row.away_team?.trim() ?? '';
  const bookmaker = row.bookmaker?.trim() ?? '';
  if (!home || !away || !bookmaker) return 'missing team or bookmaker';
  const homePrice = moneyline(row.ml_home);
  const awayPrice = moneyline(row.ml_away);
  return {
    line,
    snapshotDay,
    takenAt,
    commence,
    home,
    away,
    bookmaker,
    prices: homePrice && awayPrice ? { home: homePrice, away: awayPrice } : undefined,
  };
}

/**
 * The snapshot a daily service would have bet: the latest one taken before the start with at least
 * one book's complete moneyline. Its books give `average` (mean of the decimal prices per outcome)
 * and `max` (the best per outcome); one complete book is enough, and is then both.
 */
function chooseSnapshot(rows: SnapshotRow[]): { rows: SnapshotRow[]; books: OutcomePrices[] } | string {
  const before = rows.filter((r) => r.takenAt < r.commence.getTime());
  if (before.length === 0) {
    const last = rows[rows.length - 1] as SnapshotRow;
    return `no snapshot before the start (${last.commence.toISOString()}; snapshots at ${SNAPSHOT_HOUR_UTC}:00Z)`;
  }
  const days = [...new Set(before.map((r) => r.snapshotDay))].sort().reverse();
  for (const day of days) {
    const snapshot = before.filter((r) => r.snapshotDay === day);
    const bookmakers = snapshot.map((r) => r.bookmaker);
    const twice = bookmakers.find((b, i) => bookmakers.indexOf(b) !== i);
    if (twice) return `bookmaker '${twice}' quoted twice in the ${day} snapshot`;
    const books = snapshot.flatMap((r) => (r.prices ? [r.prices] : []));
    if (books.length > 0) return { rows: snapshot, books };
  }
  return 'no complete moneyline in any snapshot before the start';
}

function combine(books: OutcomePrices[]): { average: OutcomePrices; max: OutcomePrices } {
  const of = (o: 'home' | 'away') => books.map((b) => b[o] as number);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  return {
    average: { home: mean(of('home')), away: mean(of('away')) },
    max: { home: Math.max(...of('home')), away: Math.max(...of('away')) },
  };
}

/**
 * Joins The Odds API's game-day NHL snapshots (two books, American moneylines, no scores) to
 * OddsPortal's results and closing average moneylines (`../shared/data` README §2a, §2d), so a
 * backtest can bet the pre-closing price and measure it against the close.
 *
 * A snapshot game joins the OddsPortal game (Regular or Play Offs, not at a neutral site) on the same
 * US Eastern day with the same home and away teams, named through the NHL alias table. The match
 * keeps OddsPortal's id, date (23:00Z on the game's day), teams and scores; `prices.opening` is the
 * snapshot's average and best of the books, `prices.closing` OddsPortal's closing average when it has
 * one. Anything else is reported in `unmatched`, never joined by a guess.
 */
export function joinNhlSnapshots(snapshotsCsv: string, oddsPortalCsv: string): NhlSnapshotJoin {
  const table = parseCsv(snapshotsCsv);
  const missing = REQUIRED.filter((column) => !table.header.includes(column));
  if (missing.length > 0)
    throw new Error(
      `not an Odds API NHL snapshot file: no column ${missing.map((c) => `'${c}'`).join(', ')}`,
    );
  const unmatched: NhlSnapshotJoin['unmatched'] = [];

  const games = new Map<string, SnapshotRow[]>();
  table.rows.forEach((row, i) => {
    const line = i + 2;
    const id = row.game_id?.trim();
    if (!id) return void unmatched.push({ line, reason: 'missing game_id' });
    const read = readRow(row, line);
    if (typeof read === 'string') return void unmatched.push({ line, reason: read });
    games.set(id, [...(games.get(id) ?? []), read]);
  });

  const results = new Map<string, HistoricalMatch[]>();
  const keyOf = (day: string, home: string, away: string) => `${day}|${home}|${away}`;
  for (const match of readOddsPortal(oddsPortalCsv, 'NHL').matches) {
    const home = canonicalTeam('NHL', match.home);
    const away = canonicalTeam('NHL', match.away);
    if (!home || !away) continue;
    const key = keyOf(match.date.toISOString().slice(0, 10), home, away);
    results.set(key, [...(results.get(key) ?? []), match]);
  }

  const matches: HistoricalMatch[] = [];
  const joinedBy = new Map<string, string>();
  let oneBook = 0;
  let earlierDay = 0;
  let withoutClose = 0;
  for (const [gameId, rows] of games) {
    const first = (rows[0] as SnapshotRow).line;
    const chosen = chooseSnapshot(rows);
    if (typeof chosen === 'string') {
      unmatched.push({ line: first, reason: chosen });
      continue;
    }
    const snapshot = chosen.rows[0] as SnapshotRow;
    const home = canonicalTeam('NHL', snapshot.home);
    const away = canonicalTeam('NHL', snapshot.away);
    if (!home || !away) {
      const unknown = home ? snapshot.away : snapshot.home;
      unmatched.push({ line: snapshot.line, reason: `no NHL alias for '${unknown}'` });
      continue;
    }
    const day = easternDay(snapshot.commence);
    const found = results.get(keyOf(day, home, away)) ?? [];
    if (found.length !== 1) {
      const swapped = results.has(keyOf(day, away, home));
      const reason =
        found.length > 1
          ? `${found.length} OddsPortal games for ${home} v ${away} on ${day}`
          : swapped
            ? `OddsPortal has ${away} at home to ${home} on ${day} (home and away swapped)`
            : `no OddsPortal result for ${home} v ${away} on ${day} (US Eastern)`;
      unmatched.push({ line: snapshot.line, reason });
      continue;
    }
    const result = found[0] as HistoricalMatch;
    const earlier = joinedBy.get(result.id);
    if (earlier) {
      unmatched.push({
        line: snapshot.line,
        reason: `the OddsPortal game of ${home} v ${away} on ${day} is already joined to snapshot game ${earlier}`,
      });
      continue;
    }
    joinedBy.set(result.id, gameId);
    if (chosen.books.length === 1) oneBook += 1;
    if (snapshot.snapshotDay < day) earlierDay += 1;
    const closing = result.prices.closing;
    if (!closing) withoutClose += 1;
    matches.push({
      ...result,
      prices: { opening: combine(chosen.books), ...(closing ? { closing } : {}) },
    });
  }
  matches.sort((a, b) => a.date.getTime() - b.date.getTime() || a.id.localeCompare(b.id));
  unmatched.sort((a, b) => a.line - b.line);
  return { matches, unmatched, oneBook, earlierDay, withoutClose };
}
