import type { HistoricalMatch, MarketPrices, OutcomePrices } from '@arcade/core';
import { parseCsv, price } from './csv';

/** football-data.co.uk division codes and the league names the product shows. */
export const FOOTBALL_DATA_LEAGUES: Record<string, string> = {
  E0: 'Premier League',
  E1: 'Championship',
  SP1: 'La Liga',
  SP2: 'La Liga 2',
  D1: 'Bundesliga',
  D2: '2. Bundesliga',
  I1: 'Serie A',
  I2: 'Serie B',
  F1: 'Ligue 1',
  F2: 'Ligue 2',
  N1: 'Eredivisie',
  P1: 'Primeira Liga',
  T1: 'Süper Lig',
  G1: 'Super League Greece',
  SC0: 'Scottish Premiership',
  B1: 'Jupiler Pro League',
};

export interface ReadResult {
  matches: HistoricalMatch[];
  /** Rows that could not be read, with the reason: reported, never guessed. */
  skipped: { line: number; reason: string }[];
}

/** dd/mm/yyyy or dd/mm/yy, with an optional HH:MM kick-off (UK time, read as UTC: only order matters). */
export function parseFootballDataDate(date: string, time?: string): Date | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(date.trim());
  if (!match) return undefined;
  const [, d, m, y] = match as unknown as [string, string, string, string];
  const year = y.length === 2 ? 2000 + Number(y) : Number(y);
  const [hours, minutes] = /^\d{1,2}:\d{2}$/.test(time?.trim() ?? '')
    ? (time as string).split(':').map(Number)
    : [15, 0];
  const result = new Date(Date.UTC(year, Number(m) - 1, Number(d), hours, minutes));
  // Date.UTC rolls 31/13 over into January; a real date survives the round trip.
  const isReal = result.getUTCDate() === Number(d) && result.getUTCMonth() === Number(m) - 1;
  return isReal ? result : undefined;
}

/** Drops the absent books, so a price set never holds `undefined`. */
function defined(prices: MarketPrices): MarketPrices {
  return Object.fromEntries(Object.entries(prices).filter(([, book]) => book !== undefined));
}

function triple(row: Record<string, string>, prefixes: string[]): OutcomePrices | undefined {
  for (const prefix of prefixes) {
    const home = price(row[`${prefix}H`]);
    const draw = price(row[`${prefix}D`]);
    const away = price(row[`${prefix}A`]);
    if (home && draw && away) return { home, draw, away };
  }
  return undefined;
}

/**
 * Reads one football-data.co.uk season file in any of its layouts: results, opening prices (average,
 * max, Pinnacle) and closing prices (`…C…` columns, from 2019/20).
 */
export function readFootballData(text: string, source = 'football-data'): ReadResult {
  const { rows } = parseCsv(text);
  const matches: HistoricalMatch[] = [];
  const skipped: ReadResult['skipped'] = [];
  rows.forEach((row, i) => {
    const line = i + 2;
    const date = parseFootballDataDate(row.Date ?? '', row.Time);
    const home = row.HomeTeam?.trim();
    const away = row.AwayTeam?.trim();
    const homeScore = Number(row.FTHG);
    const awayScore = Number(row.FTAG);
    if (!date) return skipped.push({ line, reason: `unreadable date '${row.Date ?? ''}'` });
    if (!home || !away) return skipped.push({ line, reason: 'missing team' });
    if (!Number.isInteger(homeScore) || !Number.isInteger(awayScore) || row.FTHG === '' || row.FTAG === '') {
      return skipped.push({ line, reason: 'missing final score' });
    }
    const division = row.Div?.trim() ?? '';
    const opening = defined({
      average: triple(row, ['Avg', 'BbAv']),
      max: triple(row, ['Max', 'BbMx']),
      sharp: triple(row, ['PS']),
    });
    const closing = defined({
      average: triple(row, ['AvgC']),
      max: triple(row, ['MaxC']),
      sharp: triple(row, ['PSC']),
    });
    const hasClosing = Object.keys(closing).length > 0;
    matches.push({
      id: `${source}:${division}:${date.toISOString().slice(0, 10)}:${home}:${away}`,
      league: FOOTBALL_DATA_LEAGUES[division] ?? division,
      date,
      home,
      away,
      homeScore,
      awayScore,
      prices: hasClosing ? { opening, closing } : { opening },
    });
    return undefined;
  });
  return { matches, skipped };
}
