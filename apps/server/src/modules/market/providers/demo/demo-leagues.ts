import type { Sport } from '@arcade/contracts';
import { MORE_SOCCER_LEAGUES } from './demo-leagues-soccer';

export interface DemoLeague {
  sport: Sport;
  league: string;
  teams: readonly string[];
  /** Kick-off hours (UTC) a match may start at. */
  kickoffHoursUtc: readonly number[];
  /** Days of the week (0 = Sunday) with games. */
  matchDays: readonly number[];
  /** Games a match day; the rest of the league rests. */
  gamesPerDay: number;
  /** Games by day of the week where a round is spread unevenly (a Friday game, a Saturday block). */
  gamesByDay?: Readonly<Partial<Record<number, number>>>;
  /** How long a game lasts, from start to final score. */
  durationMinutes: number;
  /**
   * Season start (month 0-based, day of the month, the 1st when absent) and length in days; between
   * seasons there are no games.
   */
  season: { startMonth: number; startDay?: number; days: number };
  /**
   * Teams are listed strongest first: the hidden strengths follow that order, with noise, so the
   * table looks like the real one (otherwise every strength is drawn at random).
   */
  isRankedByStrength?: boolean;
  /**
   * A competition played in fixed weeks (the Champions League): games only in these ISO weeks, on
   * these days, and each team at most once a week. Without it, every match day of the season plays.
   */
  rounds?: readonly DemoRound[];
  /**
   * How long before the start the books price a game (72 h when absent). A weekly league needs more
   * than its week, or its next round has no prices for most of the week.
   */
  pricesOpenHours?: number;
}

/** One matchweek of a competition played in fixed weeks: its ISO week and its games by day of the week. */
export interface DemoRound {
  isoWeek: number;
  gamesByDay: Readonly<Partial<Record<number, number>>>;
}

const everyDay = [0, 1, 2, 3, 4, 5, 6];

/**
 * Real league names with real team names; strengths are invented and hidden (demo-world.ts), and
 * follow the real order where a league lists its teams strongest first.
 */
export const DEMO_LEAGUES: readonly DemoLeague[] = [
  {
    sport: 'soccer',
    league: 'Premier League',
    teams: [
      'Arsenal',
      'Aston Villa',
      'Bournemouth',
      'Brentford',
      'Brighton and Hove Albion',
      'Chelsea',
      'Crystal Palace',
      'Everton',
      'Fulham',
      'Liverpool',
      'Manchester City',
      'Manchester United',
      'Newcastle United',
      'Nottingham Forest',
      'Tottenham Hotspur',
      'West Ham United',
      'Wolverhampton Wanderers',
      'Leeds United',
      'Burnley',
      'Sunderland',
    ],
    kickoffHoursUtc: [12, 14, 15, 17, 19],
    matchDays: [0, 6, 2],
    gamesPerDay: 4,
    durationMinutes: 115,
    season: { startMonth: 7, days: 285 },
  },
  {
    sport: 'soccer',
    league: 'La Liga',
    teams: [
      'Real Madrid',
      'Barcelona',
      'Atletico Madrid',
      'Athletic Bilbao',
      'Villarreal',
      'Real Betis',
      'Real Sociedad',
      'Sevilla',
      'Valencia',
      'Girona',
      'Osasuna',
      'Celta Vigo',
      'Mallorca',
      'Getafe',
      'Rayo Vallecano',
      'Alaves',
      'Espanyol',
      'Elche',
      'Levante',
      'Real Oviedo',
    ],
    kickoffHoursUtc: [13, 15, 17, 19, 20],
    matchDays: [0, 6, 1],
    gamesPerDay: 4,
    durationMinutes: 115,
    season: { startMonth: 7, days: 290 },
  },
  {
    sport: 'soccer',
    league: 'Liga MX',
    teams: [
      'America',
      'Guadalajara',
      'Cruz Azul',
      'Pumas UNAM',
      'Monterrey',
      'Tigres UANL',
      'Toluca',
      'Santos Laguna',
      'Pachuca',
      'Leon',
      'Atlas',
      'Puebla',
      'Queretaro',
      'Necaxa',
      'Tijuana',
      'Mazatlan',
      'Juarez',
      'San Luis',
    ],
    kickoffHoursUtc: [1, 2, 3, 23],
    matchDays: [0, 5, 6],
    gamesPerDay: 3,
    durationMinutes: 115,
    season: { startMonth: 0, days: 330 },
  },
  ...MORE_SOCCER_LEAGUES,
  {
    sport: 'nba',
    league: 'NBA',
    teams: [
      'Boston Celtics',
      'Brooklyn Nets',
      'New York Knicks',
      'Philadelphia 76ers',
      'Toronto Raptors',
      'Chicago Bulls',
      'Cleveland Cavaliers',
      'Detroit Pistons',
      'Indiana Pacers',
      'Milwaukee Bucks',
      'Atlanta Hawks',
      'Charlotte Hornets',
      'Miami Heat',
      'Orlando Magic',
      'Washington Wizards',
      'Denver Nuggets',
      'Minnesota Timberwolves',
      'Oklahoma City Thunder',
      'Portland Trail Blazers',
      'Utah Jazz',
      'Golden State Warriors',
      'Los Angeles Clippers',
      'Los Angeles Lakers',
      'Phoenix Suns',
      'Sacramento Kings',
      'Dallas Mavericks',
      'Houston Rockets',
      'Memphis Grizzlies',
      'New Orleans Pelicans',
      'San Antonio Spurs',
    ],
    kickoffHoursUtc: [0, 1, 2, 3],
    matchDays: everyDay,
    gamesPerDay: 7,
    durationMinutes: 150,
    season: { startMonth: 9, days: 200 },
  },
  {
    sport: 'nfl',
    league: 'NFL',
    teams: [
      'Buffalo Bills',
      'Miami Dolphins',
      'New England Patriots',
      'New York Jets',
      'Baltimore Ravens',
      'Cincinnati Bengals',
      'Cleveland Browns',
      'Pittsburgh Steelers',
      'Houston Texans',
      'Indianapolis Colts',
      'Jacksonville Jaguars',
      'Tennessee Titans',
      'Denver Broncos',
      'Kansas City Chiefs',
      'Las Vegas Raiders',
      'Los Angeles Chargers',
      'Dallas Cowboys',
      'New York Giants',
      'Philadelphia Eagles',
      'Washington Commanders',
      'Chicago Bears',
      'Detroit Lions',
      'Green Bay Packers',
      'Minnesota Vikings',
      'Atlanta Falcons',
      'Carolina Panthers',
      'New Orleans Saints',
      'Tampa Bay Buccaneers',
      'Arizona Cardinals',
      'Los Angeles Rams',
      'San Francisco 49ers',
      'Seattle Seahawks',
    ],
    kickoffHoursUtc: [17, 18, 21],
    matchDays: [0],
    gamesPerDay: 13,
    durationMinutes: 195,
    season: { startMonth: 8, days: 150 },
    // Real NFL lines open for the next round as soon as a Sunday is over.
    pricesOpenHours: 8 * 24,
  },
  {
    sport: 'baseball',
    league: 'MLB',
    teams: [
      'New York Yankees',
      'Boston Red Sox',
      'Toronto Blue Jays',
      'Tampa Bay Rays',
      'Baltimore Orioles',
      'Cleveland Guardians',
      'Detroit Tigers',
      'Kansas City Royals',
      'Minnesota Twins',
      'Chicago White Sox',
      'Houston Astros',
      'Seattle Mariners',
      'Texas Rangers',
      'Los Angeles Angels',
      'Athletics',
      'Atlanta Braves',
      'Philadelphia Phillies',
      'New York Mets',
      'Miami Marlins',
      'Washington Nationals',
      'Milwaukee Brewers',
      'Chicago Cubs',
      'St. Louis Cardinals',
      'Cincinnati Reds',
      'Pittsburgh Pirates',
      'Los Angeles Dodgers',
      'San Diego Padres',
      'San Francisco Giants',
      'Arizona Diamondbacks',
      'Colorado Rockies',
    ],
    kickoffHoursUtc: [17, 23, 0, 2],
    matchDays: everyDay,
    gamesPerDay: 12,
    durationMinutes: 180,
    season: { startMonth: 2, days: 215 },
  },
  {
    sport: 'nhl',
    league: 'NHL',
    teams: [
      'Boston Bruins',
      'Buffalo Sabres',
      'Detroit Red Wings',
      'Florida Panthers',
      'Montreal Canadiens',
      'Ottawa Senators',
      'Tampa Bay Lightning',
      'Toronto Maple Leafs',
      'Carolina Hurricanes',
      'Columbus Blue Jackets',
      'New Jersey Devils',
      'New York Islanders',
      'New York Rangers',
      'Philadelphia Flyers',
      'Pittsburgh Penguins',
      'Washington Capitals',
      'Chicago Blackhawks',
      'Colorado Avalanche',
      'Dallas Stars',
      'Minnesota Wild',
      'Nashville Predators',
      'St. Louis Blues',
      'Utah Mammoth',
      'Winnipeg Jets',
      'Anaheim Ducks',
      'Calgary Flames',
      'Edmonton Oilers',
      'Los Angeles Kings',
      'San Jose Sharks',
      'Seattle Kraken',
      'Vancouver Canucks',
      'Vegas Golden Knights',
    ],
    kickoffHoursUtc: [0, 1, 2, 23],
    matchDays: everyDay,
    gamesPerDay: 6,
    durationMinutes: 160,
    season: { startMonth: 9, days: 195 },
  },
];

/** Six virtual bookmakers, each with its own margin (2–8%) and price noise. */
export const DEMO_BOOKMAKERS = [
  { key: 'pinnacle', title: 'Pinnacle', margin: 0.022, noise: 0.012 },
  { key: 'bet365', title: 'Bet365', margin: 0.048, noise: 0.025 },
  { key: 'betfair_sb', title: 'Betfair Sportsbook', margin: 0.055, noise: 0.03 },
  { key: 'williamhill', title: 'William Hill', margin: 0.062, noise: 0.032 },
  { key: 'codere', title: 'Codere', margin: 0.075, noise: 0.04 },
  { key: 'bwin', title: 'Bwin', margin: 0.068, noise: 0.035 },
] as const;
