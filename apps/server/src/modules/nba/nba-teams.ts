/** The 30 NBA teams with balldontlie's team ids (alphabetical by city, as its API numbers them). */
export const NBA_TEAMS: readonly { id: number; abbreviation: string; name: string }[] = [
  { id: 1, abbreviation: 'ATL', name: 'Atlanta Hawks' },
  { id: 2, abbreviation: 'BOS', name: 'Boston Celtics' },
  { id: 3, abbreviation: 'BKN', name: 'Brooklyn Nets' },
  { id: 4, abbreviation: 'CHA', name: 'Charlotte Hornets' },
  { id: 5, abbreviation: 'CHI', name: 'Chicago Bulls' },
  { id: 6, abbreviation: 'CLE', name: 'Cleveland Cavaliers' },
  { id: 7, abbreviation: 'DAL', name: 'Dallas Mavericks' },
  { id: 8, abbreviation: 'DEN', name: 'Denver Nuggets' },
  { id: 9, abbreviation: 'DET', name: 'Detroit Pistons' },
  { id: 10, abbreviation: 'GSW', name: 'Golden State Warriors' },
  { id: 11, abbreviation: 'HOU', name: 'Houston Rockets' },
  { id: 12, abbreviation: 'IND', name: 'Indiana Pacers' },
  { id: 13, abbreviation: 'LAC', name: 'LA Clippers' },
  { id: 14, abbreviation: 'LAL', name: 'Los Angeles Lakers' },
  { id: 15, abbreviation: 'MEM', name: 'Memphis Grizzlies' },
  { id: 16, abbreviation: 'MIA', name: 'Miami Heat' },
  { id: 17, abbreviation: 'MIL', name: 'Milwaukee Bucks' },
  { id: 18, abbreviation: 'MIN', name: 'Minnesota Timberwolves' },
  { id: 19, abbreviation: 'NOP', name: 'New Orleans Pelicans' },
  { id: 20, abbreviation: 'NYK', name: 'New York Knicks' },
  { id: 21, abbreviation: 'OKC', name: 'Oklahoma City Thunder' },
  { id: 22, abbreviation: 'ORL', name: 'Orlando Magic' },
  { id: 23, abbreviation: 'PHI', name: 'Philadelphia 76ers' },
  { id: 24, abbreviation: 'PHX', name: 'Phoenix Suns' },
  { id: 25, abbreviation: 'POR', name: 'Portland Trail Blazers' },
  { id: 26, abbreviation: 'SAC', name: 'Sacramento Kings' },
  { id: 27, abbreviation: 'SAS', name: 'San Antonio Spurs' },
  { id: 28, abbreviation: 'TOR', name: 'Toronto Raptors' },
  { id: 29, abbreviation: 'UTA', name: 'Utah Jazz' },
  { id: 30, abbreviation: 'WAS', name: 'Washington Wizards' },
];

// The Odds API and other feeds spell the Clippers in full.
const ALIASES: Record<string, string> = { 'Los Angeles Clippers': 'LA Clippers' };
const byName = new Map(NBA_TEAMS.map((team) => [team.name.toLowerCase(), team]));

/** The team a feed's name denotes, or undefined for a name it does not know. */
export function nbaTeamByName(name: string) {
  return byName.get((ALIASES[name] ?? name).toLowerCase());
}

/** The NBA season a game belongs to, named by the year it starts (balldontlie's convention). */
export function nbaSeasonOf(date: Date): number {
  return date.getUTCMonth() >= 7 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
}
