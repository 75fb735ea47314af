import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { aliasKey, canonicalTeam, TEAM_ALIASES } from '../../src/modules/history/import/team-aliases';
import { readHistory } from '../../src/modules/history/readers/detect';
import { FOOTBALL_DATA_LEAGUES } from '../../src/modules/history/readers/football-data';
import { DEMO_LEAGUES } from '../../src/demo/demo-leagues';

describe('team aliases', () => {
  it.each([
    ['Premier League', 'Man United', 'Manchester United'],
    ['Premier League', "Nott'm Forest", 'Nottingham Forest'],
    ['Premier League', 'Nott’m Forest', 'Nottingham Forest'],
    ['Championship', 'Leeds', 'Leeds United'],
    ['La Liga', 'Ath Madrid', 'Atletico Madrid'],
    ['La Liga', 'Atlético Madrid', 'Atletico Madrid'],
    ['Bundesliga', "M'gladbach", 'Borussia Monchengladbach'],
    ['2. Bundesliga', 'Preußen Münster', 'Preussen Munster'],
    ['NFL', 'KC', 'Kansas City Chiefs'],
    ['NFL', 'OAK', 'Las Vegas Raiders'],
    ['NFL', 'Fortyniners', 'San Francisco 49ers'],
    ['NBA', 'Los Angeles Lakers', 'Los Angeles Lakers'],
    ['NBA', 'gs', 'Golden State Warriors'],
    ['NHL', 'Utah Hockey Club', 'Utah Mammoth'],
    ['MLB', 'LOS', 'Los Angeles Dodgers'],
    ['MLB', 'CUB', 'Chicago Cubs'],
  ])('maps %s %s to %s', (league, name, canonical) => {
    expect(canonicalTeam(league, name)).toBe(canonical);
  });

  it('knows no team outside its tables: another league, another sport, an unknown name', () => {
    expect(canonicalTeam('NBA', 'KC')).toBeUndefined();
    expect(canonicalTeam('Premier League', 'Gotham Athletic')).toBeUndefined();
    expect(canonicalTeam('Scottish Premiership', 'Celtic')).toBeUndefined();
  });

  it('ignores case, accents and spacing, and never lets one alias name two teams', () => {
    expect(aliasKey('  Atlético   MADRID ')).toBe('atletico madrid');
    for (const [league, table] of Object.entries(TEAM_ALIASES)) {
      const owners = new Map<string, string>();
      for (const [canonical, aliases] of Object.entries(table)) {
        for (const alias of [canonical, ...aliases]) {
          const owner = owners.get(aliasKey(alias));
          expect(owner === undefined || owner === canonical, `${league}: ${alias}`).toBe(true);
          owners.set(aliasKey(alias), canonical);
        }
      }
    }
  });

  it('has a table for every football-data league the shared data holds', () => {
    const withData = Object.values(FOOTBALL_DATA_LEAGUES).filter(
      (league) => !['Scottish Premiership', 'Jupiler Pro League'].includes(league),
    );
    for (const league of withData) expect(TEAM_ALIASES[league], league).toBeDefined();
  });

  it('uses the demo market names as the canonical names of every league it has a table for', () => {
    for (const demo of DEMO_LEAGUES.filter((d) => TEAM_ALIASES[d.league])) {
      for (const team of demo.teams) expect(canonicalTeam(demo.league, team), team).toBe(team);
    }
  });
});

const shared = fileURLToPath(new URL('../../../../../shared/data/', import.meta.url));

/** Every team name in the shared historical files (beside the repository in CI), by league. */
describe.runIf(existsSync(shared))('team aliases against the shared historical data', () => {
  const names = (path: string, sport: string) => {
    const found = new Map<string, Set<string>>();
    for (const match of readHistory(readFileSync(`${shared}${path}`, 'utf8'), sport, path).matches) {
      const set = found.get(match.league) ?? new Set<string>();
      set.add(match.home).add(match.away);
      found.set(match.league, set);
    }
    return found;
  };
  const unmapped = (found: Map<string, Set<string>>) =>
    [...found].flatMap(([league, set]) => [...set].filter((name) => !canonicalTeam(league, name)));

  it('maps every Premier League and La Liga club of every season', () => {
    const files = readdirSync(`${shared}soccer/football-data`).filter((f) => /^(E0|SP1)_/.test(f));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files)
      expect(unmapped(names(`soccer/football-data/${file}`, 'soccer')), file).toEqual([]);
  });

  it.each([
    ['nba/oddsportal_nba_2008-09_to_2023-24.csv', 'nba', []],
    ['nfl/oddsportal_nfl_2008-09_to_2023-24.csv', 'nfl', ['AFC', 'NFC']],
    ['nhl/oddsportal_nhl_2008-09_to_2023-24.csv', 'nhl', ['All-Stars East', 'All-Stars West']],
    ['nfl/nflverse_games_2006-2023.csv', 'nfl', []],
    ['mlb/sbr_mlb_odds_2014-2017.csv', 'mlb', []],
  ])('maps every team of %s, leaving only the all-star sides', (path, sport, allStars) => {
    expect(unmapped(names(path, sport)).sort()).toEqual(allStars);
  });
});
