import type { Sport } from '../../db/schema/enums';
import { DEMO_LEAGUES } from '../../demo/demo-leagues';
import { aliasKey, TEAM_ALIASES } from '../history';

/** The sport of each league with an alias table; every other table is a soccer league's. */
const US_LEAGUES: Readonly<Record<string, Sport>> = { NBA: 'nba', NFL: 'nfl', NHL: 'nhl', MLB: 'baseball' };
/** Sports where masseyratings.com names a team by its city alone (`Green_Bay`, `NY_Giants`). */
const CITY_NAMED: ReadonlySet<Sport> = new Set(['nfl', 'nba', 'nhl', 'baseball']);

/**
 * A name as Massey writes it, compared the way the alias tables compare (case, accents, spaces), with
 * underscores as spaces, no full stops, and NY / LA spelt out: `NY_Giants` = `New York Giants`,
 * `St_Louis` = `St. Louis`.
 */
function masseyKey(name: string): string {
  return aliasKey(name.replace(/_/g, ' '))
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^ny /, 'new york ')
    .replace(/^la /, 'los angeles ');
}

/** Every team of a sport (alias tables and the demo market's leagues) with the names it goes by. */
function teamsOf(sport: Sport): Map<string, Set<string>> {
  const teams = new Map<string, Set<string>>();
  const add = (canonical: string, names: readonly string[]) => {
    const known = teams.get(canonical) ?? new Set<string>();
    for (const name of [canonical, ...names]) known.add(name);
    teams.set(canonical, known);
  };
  for (const [league, table] of Object.entries(TEAM_ALIASES)) {
    if ((US_LEAGUES[league] ?? 'soccer') !== sport) continue;
    for (const [canonical, aliases] of Object.entries(table)) add(canonical, aliases);
  }
  for (const league of DEMO_LEAGUES)
    if (league.sport === sport) for (const team of league.teams) add(team, []);
  return teams;
}

const addTo = (map: Map<string, Set<string>>, key: string, canonical: string) => {
  const set = map.get(key) ?? new Set<string>();
  set.add(canonical);
  map.set(key, set);
};

/** The one team a key names, or undefined when it names none or several. */
const only = (set: Set<string> | undefined) => (set?.size === 1 ? [...set][0] : undefined);

type TeamMatcher = (name: string) => string | undefined;

/**
 * How a Massey file's team names become the canonical names the events use (never invented):
 * 1. a name any alias table (or the demo market) knows for a team of the sport;
 * 2. in the US leagues, where Massey writes cities, the leading words of exactly one team's names
 *    (`Green_Bay` → Green Bay Packers, `St_Louis` → the Rams' former name → Los Angeles Rams);
 *    a city with two teams (`New_York` in the NFL) matches none.
 * A name that two teams answer to is unknown rather than guessed.
 */
function buildMatcher(sport: Sport): TeamMatcher {
  const exact = new Map<string, Set<string>>();
  const leading = new Map<string, Set<string>>();
  for (const [canonical, names] of teamsOf(sport)) {
    for (const name of names) {
      const key = masseyKey(name);
      addTo(exact, key, canonical);
      const words = key.split(' ');
      for (let n = 1; n < words.length; n += 1) addTo(leading, words.slice(0, n).join(' '), canonical);
    }
  }
  const city = CITY_NAMED.has(sport);
  return (name) => {
    const key = masseyKey(name);
    if (exact.has(key)) return only(exact.get(key));
    return city ? only(leading.get(key)) : undefined;
  };
}

const matchers = new Map<Sport, TeamMatcher>();

/** The team matcher of a sport (built once). */
function masseyTeamMatcher(sport: Sport): TeamMatcher {
  let matcher = matchers.get(sport);
  if (!matcher) {
    matcher = buildMatcher(sport);
    matchers.set(sport, matcher);
  }
  return matcher;
}

/** Ratings by the file's names → by canonical team, and the names that match no team (sorted). */
export function matchRatings(
  sport: Sport,
  ratings: ReadonlyMap<string, number>,
): { byTeam: Map<string, number>; unknownTeams: string[] } {
  const match = masseyTeamMatcher(sport);
  const byTeam = new Map<string, number>();
  const unknownTeams: string[] = [];
  for (const [name, rating] of ratings) {
    const canonical = match(name);
    // Two names of the file for one team: the first one counts, the second is reported.
    if (canonical === undefined || byTeam.has(canonical)) unknownTeams.push(name);
    else byTeam.set(canonical, rating);
  }
  return { byTeam, unknownTeams: unknownTeams.sort((a, b) => a.localeCompare(b)) };
}
