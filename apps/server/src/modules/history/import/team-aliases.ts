import { MLB, NFL } from './aliases/nfl-mlb';
import { NBA, NHL } from './aliases/nba-nhl';
import { ENGLAND, SPAIN } from './aliases/soccer-england-spain';
import { FRANCE, GERMANY, ITALY } from './aliases/soccer-germany-italy-france';
import { GREECE, NETHERLANDS, PORTUGAL, TURKEY } from './aliases/soccer-other';
import type { AliasTable } from './aliases/types';

/**
 * The alias table of each league, by the league name the readers give (FOOTBALL_DATA_LEAGUES and
 * NBA/NFL/NHL/MLB). Leagues of one country share a table, so a promoted club keeps its name.
 */
export const TEAM_ALIASES: Readonly<Record<string, AliasTable>> = {
  'Premier League': ENGLAND,
  Championship: ENGLAND,
  'La Liga': SPAIN,
  'La Liga 2': SPAIN,
  Bundesliga: GERMANY,
  '2. Bundesliga': GERMANY,
  'Serie A': ITALY,
  'Serie B': ITALY,
  'Ligue 1': FRANCE,
  'Ligue 2': FRANCE,
  Eredivisie: NETHERLANDS,
  'Primeira Liga': PORTUGAL,
  'Süper Lig': TURKEY,
  'Super League Greece': GREECE,
  NBA,
  NFL,
  NHL,
  MLB,
};

/** Case, accents, curly apostrophes and repeated spaces do not make a different name. */
export function aliasKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** alias key → canonical name; throws when one alias would name two teams (a bug in a table). */
function buildLookup(league: string, table: AliasTable): Map<string, string> {
  const lookup = new Map<string, string>();
  for (const [canonical, aliases] of Object.entries(table)) {
    for (const alias of [canonical, ...aliases]) {
      const key = aliasKey(alias);
      const existing = lookup.get(key);
      if (existing !== undefined && existing !== canonical) {
        throw new Error(`${league}: the alias '${alias}' names both '${existing}' and '${canonical}'`);
      }
      lookup.set(key, canonical);
    }
  }
  return lookup;
}

const lookups = new Map(
  Object.entries(TEAM_ALIASES).map(([league, table]) => [league, buildLookup(league, table)]),
);

/** The canonical name of a team in a league, or undefined when no table knows it (never guessed). */
export function canonicalTeam(league: string, name: string): string | undefined {
  return lookups.get(league)?.get(aliasKey(name));
}
