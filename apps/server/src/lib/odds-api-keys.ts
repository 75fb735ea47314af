import type { Sport } from '@arcade/contracts';

// The Odds API's vocabulary that the configuration is checked against (regions and sport keys), kept
// apart from the provider so that reading the configuration needs no feature module.

/** The regions The Odds API prices odds for. */
export const ODDS_API_REGIONS = ['us', 'us2', 'uk', 'eu', 'au'] as const;

const EXACT_KEYS: Record<string, Sport> = {
  basketball_nba: 'nba',
  americanfootball_nfl: 'nfl',
  icehockey_nhl: 'nhl',
};

/**
 * Our sport for an Odds API sport key, or undefined for keys we have no sport for (NCAA, EuroLeague, …):
 * every soccer_* league is soccer and every baseball_* league is baseball, while basketball, football
 * and hockey mean the NBA, NFL and NHL only.
 */
export function sportOfKey(key: string): Sport | undefined {
  if (EXACT_KEYS[key]) return EXACT_KEYS[key];
  if (/^soccer_[a-z0-9_]+$/.test(key)) return 'soccer';
  if (/^baseball_[a-z0-9_]+$/.test(key)) return 'baseball';
  return undefined;
}
