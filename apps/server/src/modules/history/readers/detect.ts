import { readFootballData, type ReadResult } from './football-data';
import { readNflverse, readOddsPortal, readSbrMlb } from './us-sports';

export type HistoryFormat = 'football-data' | 'oddsportal' | 'nflverse' | 'sbr-mlb';

const LEAGUE_BY_SPORT: Record<string, string> = { nba: 'NBA', nfl: 'NFL', nhl: 'NHL' };

/** Which history format a CSV is in, from its header row. */
export function detectFormat(text: string): HistoryFormat | undefined {
  const header =
    text
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/, 1)[0]
      ?.split(',')
      .map((h) => h.trim()) ?? [];
  if (header.includes('HomeTeam') && header.includes('FTHG')) return 'football-data';
  if (header.includes('moneyline_1') && header.includes('team_1')) return 'oddsportal';
  if (header.includes('home_moneyline') && header.includes('gameday')) return 'nflverse';
  if (header.includes('VH') && header.includes('Close')) return 'sbr-mlb';
  return undefined;
}

/** Reads any supported history file for a sport; an unknown layout is an error that says so. */
export function readHistory(text: string, sport: string, source: string): ReadResult {
  const format = detectFormat(text);
  switch (format) {
    case 'football-data':
      return readFootballData(text, source);
    case 'oddsportal':
      return readOddsPortal(text, LEAGUE_BY_SPORT[sport] ?? sport.toUpperCase());
    case 'nflverse':
      return readNflverse(text);
    case 'sbr-mlb':
      return readSbrMlb(text);
    default:
      throw new Error(
        `${source}: not a history format this reader knows (football-data, OddsPortal, nflverse, SBR MLB)`,
      );
  }
}
