import type { OddsQuote } from '../../src/market/quotes';
import { sampleIndex, seededRandom } from '../../src/math/random';
import { scoreMatrix } from '../../src/models/score-matrix';
import type { LeagueHistory, MatchContext, PastGame, Sport } from '../../src/strategies/types';

export const DAY = 86_400_000;
export const asOf = new Date(Date.UTC(2026, 10, 22, 12));
export const at = (hours: number) => new Date(asOf.getTime() + hours * 3_600_000);

/** A season where 'Strong' beats everyone and 'Weak' loses to everyone, plus even filler teams. */
export function leagueHistory(sport: Sport, seed = 11): LeagueHistory {
  const random = seededRandom(seed);
  const teams = ['Strong', 'Weak', 'Mid A', 'Mid B', 'Mid C', 'Mid D'];
  const attack: Record<string, number> = {
    Strong: 2.2,
    Weak: 0.6,
    'Mid A': 1.3,
    'Mid B': 1.3,
    'Mid C': 1.2,
    'Mid D': 1.2,
  };
  const games: PastGame[] = [];
  let day = 300;
  for (let round = 0; round < 4; round++) {
    for (const home of teams) {
      for (const away of teams) {
        if (home === away) continue;
        const matrix = scoreMatrix({
          homeRate: (attack[home] as number) * 1.1,
          awayRate: ((attack[away] as number) * 1.3) / 1.3,
        });
        const cell = sampleIndex(matrix.flat(), random);
        games.push({
          date: new Date(asOf.getTime() - day-- * DAY),
          home,
          away,
          homeScore: Math.floor(cell / matrix.length),
          awayScore: cell % matrix.length,
        });
      }
    }
  }
  return { sport, league: 'Test League', asOf, games };
}

export function book(
  name: string,
  prices: { home: number; draw?: number; away: number },
  hours = -1,
): OddsQuote[] {
  return Object.entries(prices).map(([selection, price]) => ({
    bookmaker: name,
    market: 'h2h' as const,
    selection: selection as OddsQuote['selection'],
    price: price as number,
    timestamp: at(hours),
  }));
}

export function match(
  sport: Sport,
  extra: Partial<MatchContext> = {},
  teams = { home: 'Strong', away: 'Weak' },
): MatchContext {
  return {
    event: {
      id: 'e1',
      sport,
      league: 'Test League',
      homeTeam: teams.home,
      awayTeam: teams.away,
      startTime: at(6),
    },
    asOf,
    quotes: [],
    ...extra,
  };
}
