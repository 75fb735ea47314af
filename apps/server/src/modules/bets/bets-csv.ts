import type { Database } from '../../db/client';
import { CSV_BOM, csvLine } from '../../lib/csv-cell';
import { allBetsOf } from './bets.repository';
import { toBet } from './bets.service';

const HEADER = [
  'recorded_at',
  'sport',
  'home_team',
  'away_team',
  'selection',
  'line',
  'event_start',
  'published_odds',
  'min_odds',
  'odds',
  'bookmaker',
  'stake',
  'result',
  'profit',
  'clv',
] as const;

/** The file name of a person's book downloaded on `now`: `mis-apuestas-YYYY-MM-DD.csv`. */
export function betsFileName(now: Date): string {
  return `mis-apuestas-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * A person's whole book as CSV, oldest first (the same writer as the data export: quoted text, the
 * formula guard on every cell a person typed, such as the book's name).
 */
export async function betsCsv(db: Database, userId: string, now: Date): Promise<string> {
  const rows = await allBetsOf(db, userId);
  const lines = rows.map((row) => {
    const bet = toBet(row, now);
    return csvLine([
      bet.createdAt,
      bet.sport,
      bet.homeTeam,
      bet.awayTeam,
      bet.selection,
      bet.displayLine,
      bet.eventStartTime,
      bet.publishedOdds,
      bet.minOdds,
      bet.odds,
      bet.bookmaker,
      bet.stake,
      bet.result,
      bet.profit,
      bet.clv === null ? null : Math.round(bet.clv * 1e6) / 1e6,
    ]);
  });
  return CSV_BOM + csvLine(HEADER) + lines.join('');
}
