/** The markets we ask for; each one costs a credit per region. */
export const ODDS_API_MARKETS = ['h2h', 'spreads', 'totals'] as const;
type OddsApiMarket = (typeof ODDS_API_MARKETS)[number];

// The names the demo market uses for the same leagues, so a switch of provider keeps league filters.
const LEAGUE_NAMES: Record<string, string> = {
  soccer_epl: 'Premier League',
  soccer_spain_la_liga: 'La Liga',
  soccer_mexico_ligamx: 'Liga MX',
  soccer_germany_bundesliga: 'Bundesliga',
  soccer_italy_serie_a: 'Serie A',
  soccer_france_ligue_one: 'Ligue 1',
  soccer_netherlands_eredivisie: 'Eredivisie',
  soccer_portugal_primeira_liga: 'Primeira Liga',
  soccer_usa_mls: 'MLS',
  soccer_uefa_champs_league: 'Champions League',
  basketball_nba: 'NBA',
  americanfootball_nfl: 'NFL',
  baseball_mlb: 'MLB',
  icehockey_nhl: 'NHL',
};

/** The league name stored on events: ours where we know the key, else the provider's title, else the key. */
export function leagueOfKey(key: string, title?: string): string {
  return LEAGUE_NAMES[key] ?? title ?? key;
}

export type Selection = 'home' | 'away' | 'draw' | 'over' | 'under';

/**
 * The selection an outcome stands for, matched by name and never by position: a team name on h2h and
 * spreads, Draw on h2h, Over / Under on totals. Undefined when the name matches nothing.
 */
export function selectionOf(
  market: OddsApiMarket,
  outcomeName: string,
  event: { home_team: string; away_team: string },
): Selection | undefined {
  if (market === 'totals') {
    if (outcomeName === 'Over') return 'over';
    if (outcomeName === 'Under') return 'under';
    return undefined;
  }
  if (outcomeName === event.home_team) return 'home';
  if (outcomeName === event.away_team) return 'away';
  if (market === 'h2h' && outcomeName === 'Draw') return 'draw';
  return undefined;
}

export function isRequestedMarket(key: string): key is OddsApiMarket {
  return (ODDS_API_MARKETS as readonly string[]).includes(key);
}
