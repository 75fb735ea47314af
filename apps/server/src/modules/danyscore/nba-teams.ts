interface NbaTeam {
  id: number;
  abbreviation: string;
  name: string;
  conference: 'East' | 'West';
  division: string;
}

/** The 30 NBA teams with balldontlie's team ids (alphabetical by city, as its API numbers them). */
export const NBA_TEAMS: readonly NbaTeam[] = [
  { id: 1, abbreviation: 'ATL', name: 'Atlanta Hawks', conference: 'East', division: 'Southeast' },
  { id: 2, abbreviation: 'BOS', name: 'Boston Celtics', conference: 'East', division: 'Atlantic' },
  { id: 3, abbreviation: 'BKN', name: 'Brooklyn Nets', conference: 'East', division: 'Atlantic' },
  { id: 4, abbreviation: 'CHA', name: 'Charlotte Hornets', conference: 'East', division: 'Southeast' },
  { id: 5, abbreviation: 'CHI', name: 'Chicago Bulls', conference: 'East', division: 'Central' },
  { id: 6, abbreviation: 'CLE', name: 'Cleveland Cavaliers', conference: 'East', division: 'Central' },
  { id: 7, abbreviation: 'DAL', name: 'Dallas Mavericks', conference: 'West', division: 'Southwest' },
  { id: 8, abbreviation: 'DEN', name: 'Denver Nuggets', conference: 'West', division: 'Northwest' },
  { id: 9, abbreviation: 'DET', name: 'Detroit Pistons', conference: 'East', division: 'Central' },
  { id: 10, abbreviation: 'GSW', name: 'Golden State Warriors', conference: 'West', division: 'Pacific' },
  { id: 11, abbreviation: 'HOU', name: 'Houston Rockets', conference: 'West', division: 'Southwest' },
  { id: 12, abbreviation: 'IND', name: 'Indiana Pacers', conference: 'East', division: 'Central' },
  { id: 13, abbreviation: 'LAC', name: 'LA Clippers', conference: 'West', division: 'Pacific' },
  { id: 14, abbreviation: 'LAL', name: 'Los Angeles Lakers', conference: 'West', division: 'Pacific' },
  { id: 15, abbreviation: 'MEM', name: 'Memphis Grizzlies', conference: 'West', division: 'Southwest' },
  { id: 16, abbreviation: 'MIA', name: 'Miami Heat', conference: 'East', division: 'Southeast' },
  { id: 17, abbreviation: 'MIL', name: 'Milwaukee Bucks', conference: 'East', division: 'Central' },
  { id: 18, abbreviation: 'MIN', name: 'Minnesota Timberwolves', conference: 'West', division: 'Northwest' },
  { id: 19, abbreviation: 'NOP', name: 'New Orleans Pelicans', conference: 'West', division: 'Southwest' },
  { id: 20, abbreviation: 'NYK', name: 'New York Knicks', conference: 'East', division: 'Atlantic' },
  { id: 21, abbreviation: 'OKC', name: 'Oklahoma City Thunder', conference: 'West', division: 'Northwest' },
  { id: 22, abbreviation: 'ORL', name: 'Orlando Magic', conference: 'East', division: 'Southeast' },
  { id: 23, abbreviation: 'PHI', name: 'Philadelphia 76ers', conference: 'East', division: 'Atlantic' },
  { id: 24, abbreviation: 'PHX', name: 'Phoenix Suns', conference: 'West', division: 'Pacific' },
  { id: 25, abbreviation: 'POR', name: 'Portland Trail Blazers', conference: 'West', division: 'Northwest' },
  { id: 26, abbreviation: 'SAC', name: 'Sacramento Kings', conference: 'West', division: 'Pacific' },
  { id: 27, abbreviation: 'SAS', name: 'San Antonio Spurs', conference: 'West', division: 'Southwest' },
  { id: 28, abbreviation: 'TOR', name: 'Toronto Raptors', conference: 'East', division: 'Atlantic' },
  { id: 29, abbreviation: 'UTA', name: 'Utah Jazz', conference: 'West', division: 'Northwest' },
  { id: 30, abbreviation: 'WAS', name: 'Washington Wizards', conference: 'East', division: 'Southeast' },
];

// The Odds API and other feeds spell the Clippers in full.
const ALIASES: Record<string, string> = { 'Los Angeles Clippers': 'LA Clippers' };
const byName = new Map(NBA_TEAMS.map((team) => [team.name.toLowerCase(), team]));

/** The team a feed's name denotes, or undefined for a name it does not know. */
export function nbaTeamByName(name: string): NbaTeam | undefined {
  return byName.get((ALIASES[name] ?? name).toLowerCase());
}

/** The NBA season a game belongs to, named by the year it starts (balldontlie's convention). */
export function nbaSeasonOf(date: Date): number {
  return date.getUTCMonth() >= 7 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
}
