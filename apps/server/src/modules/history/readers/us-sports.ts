import { americanToDecimal, type HistoricalMatch } from '@arcade/core';
import { parseCsv } from './csv';
import type { ReadResult } from './football-data';

const MONTHS: Record<string, number> = {
  Jan: 0,
  Feb: 1,
  Mar: 2,
  Apr: 3,
  May: 4,
  Jun: 5,
  Jul: 6,
  Aug: 7,
  Sep: 8,
  Oct: 9,
  Nov: 10,
  Dec: 11,
};
/** Only games that count: no pre-season, All-Star or placement games. */
const COUNTED = new Set(['Regular', 'Play Offs']);

/** American moneyline text ('-270', '+219', '150') to decimal odds, or undefined when missing. */
export function moneyline(cell: string | undefined): number | undefined {
  const value = Number(cell?.trim());
  if (!cell || cell.trim() === '' || cell.trim() === '-' || !Number.isFinite(value) || Math.abs(value) < 100)
    return undefined;
  return americanToDecimal(value);
}

function score(cell: string | undefined): number | undefined {
  const value = Number(cell?.trim());
  return cell && cell.trim() !== '' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

function twoWay(home: number | undefined, away: number | undefined) {
  return home && away ? { closing: { average: { home, away } } } : {};
}

/** OddsPortal NBA / NFL / NHL results: team_1 is home, moneylines are the average at close (American). */
export function readOddsPortal(text: string, league: string): ReadResult {
  const matches: HistoricalMatch[] = [];
  const skipped: ReadResult['skipped'] = [];
  parseCsv(text).rows.forEach((row, i) => {
    const line = i + 2;
    if (!COUNTED.has(row.season_type ?? '')) return;
    const [d, mon, y] = (row.date ?? '').split(' ');
    const month = MONTHS[mon ?? ''];
    const home = row.team_1?.trim();
    const away = row.team_2?.trim();
    const homeScore = score(row.points_1);
    const awayScore = score(row.points_2);
    if (month === undefined || !d || !y)
      return void skipped.push({ line, reason: `unreadable date '${row.date}'` });
    if (!home || !away || homeScore === undefined || awayScore === undefined) {
      return void skipped.push({ line, reason: 'missing team or score' });
    }
    if (row.neutral === '1') return void skipped.push({ line, reason: 'neutral site' });
    const date = new Date(Date.UTC(Number(y), month, Number(d), 23));
    matches.push({
      id: `oddsportal:${row.game_url ?? `${line}`}`,
      league,
      date,
      home,
      away,
      homeScore,
      awayScore,
      prices: twoWay(moneyline(row.moneyline_1), moneyline(row.moneyline_2)),
    });
  });
  return { matches, skipped };
}

/** nflverse games.csv: closing moneylines, regular season and playoffs. */
export function readNflverse(text: string): ReadResult {
  const matches: HistoricalMatch[] = [];
  const skipped: ReadResult['skipped'] = [];
  parseCsv(text).rows.forEach((row, i) => {
    const homeScore = score(row.home_score);
    const awayScore = score(row.away_score);
    if (!row.home_team || !row.away_team || homeScore === undefined || awayScore === undefined) {
      return void skipped.push({ line: i + 2, reason: 'missing team or score' });
    }
    if (row.location === 'Neutral') return void skipped.push({ line: i + 2, reason: 'neutral site' });
    matches.push({
      id: `nflverse:${row.game_id}`,
      league: 'NFL',
      date: new Date(`${row.gameday}T${row.gametime || '13:00'}:00Z`),
      home: row.home_team,
      away: row.away_team,
      homeScore,
      awayScore,
      prices: twoWay(moneyline(row.home_moneyline), moneyline(row.away_moneyline)),
    });
  });
  return { matches, skipped };
}

/** sportsbookreviewsonline MLB sheets: two rows a game (visitor, then home), Date as MMDD, Open/Close moneylines. */
export function readSbrMlb(text: string): ReadResult {
  const rows = parseCsv(text).rows;
  const matches: HistoricalMatch[] = [];
  const skipped: ReadResult['skipped'] = [];
  let i = 0;
  for (; i + 1 < rows.length; i += 2) {
    const visitor = rows[i] as Record<string, string>;
    const home = rows[i + 1] as Record<string, string>;
    const line = i + 2;
    if (visitor.VH !== 'V' || home.VH !== 'H') {
      skipped.push({ line, reason: 'rows are not a visitor/home pair' });
      if (visitor.VH === 'H') i -= 1;
      continue;
    }
    const mmdd = Number(visitor.Date);
    const homeScore = score(home.Final);
    const awayScore = score(visitor.Final);
    if (!Number.isInteger(mmdd) || homeScore === undefined || awayScore === undefined) {
      skipped.push({ line, reason: 'missing date or score' });
      continue;
    }
    const date = new Date(Date.UTC(Number(visitor.season), Math.floor(mmdd / 100) - 1, mmdd % 100, 23));
    const opening =
      moneyline(home.Open) && moneyline(visitor.Open)
        ? { average: { home: moneyline(home.Open) as number, away: moneyline(visitor.Open) as number } }
        : undefined;
    const closing =
      moneyline(home.Close) && moneyline(visitor.Close)
        ? { average: { home: moneyline(home.Close) as number, away: moneyline(visitor.Close) as number } }
        : undefined;
    matches.push({
      id: `sbr-mlb:${visitor.season}:${visitor.Date}:${visitor.Rot}`,
      league: 'MLB',
      date,
      home: home.Team as string,
      away: visitor.Team as string,
      homeScore,
      awayScore,
      prices: { ...(opening ? { opening } : {}), ...(closing ? { closing } : {}) },
    });
  }
  if (i < rows.length) skipped.push({ line: i + 2, reason: 'a row without its pair' });
  return { matches, skipped };
}
