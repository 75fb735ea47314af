import type { Sport } from '@arcade/contracts';
import type { MarketProvider, ProviderSnapshot } from '../market-provider';
import { quotesAt, splitAt } from './demo-prices';
import { finalScore, fixturesBetween, statusAt } from './demo-world';

const DAY_MS = 86_400_000;
/** The demo reports what a real feed would: yesterday's results and the next three days of fixtures. */
const PAST_DAYS = 2;
const AHEAD_DAYS = 3;
/** Two past seasons and the current one so far, for the models (issue 5). */
const HISTORY_DAYS = 730;

/** The demo market as a provider: deterministic for a seed, driven by the clock it is given. */
export function createDemoProvider(seed: number): MarketProvider {
  return {
    name: 'demo',
    sports: ['soccer', 'nfl', 'baseball', 'nba', 'nhl'],
    snapshot: async (sport: Sport, now: Date): Promise<ProviderSnapshot> => {
      const fixtures = fixturesBetween(
        seed,
        new Date(now.getTime() - PAST_DAYS * DAY_MS),
        new Date(now.getTime() + AHEAD_DAYS * DAY_MS),
        [sport],
      );
      return {
        events: fixtures.map((fixture) => {
          const score = finalScore(seed, fixture, now);
          return {
            externalId: fixture.id,
            sport: fixture.sport,
            league: fixture.league,
            homeTeam: fixture.homeTeam,
            awayTeam: fixture.awayTeam,
            startTime: fixture.startTime,
            status: statusAt(fixture, now),
            homeScore: score?.home ?? null,
            awayScore: score?.away ?? null,
          };
        }),
        quotes: fixtures.flatMap((fixture) =>
          quotesAt(seed, fixture, now).map((quote) => ({
            externalEventId: fixture.id,
            bookmaker: quote.bookmaker,
            market: quote.market,
            selection: quote.selection,
            price: quote.price,
            line: quote.point ?? null,
            timestamp: quote.timestamp,
          })),
        ),
        splits: fixtures.flatMap((fixture) => {
          const split = splitAt(seed, fixture, now);
          return split ? [{ externalEventId: fixture.id, source: 'demo', ...split }] : [];
        }),
      };
    },
    history: async (sport: Sport, now: Date) =>
      fixturesBetween(
        seed,
        new Date(now.getTime() - HISTORY_DAYS * DAY_MS),
        new Date(now.getTime() - PAST_DAYS * DAY_MS),
        [sport],
      ).flatMap((fixture) => {
        const score = finalScore(seed, fixture, now);
        if (!score) return [];
        return [
          {
            externalId: fixture.id,
            sport: fixture.sport,
            league: fixture.league,
            homeTeam: fixture.homeTeam,
            awayTeam: fixture.awayTeam,
            startTime: fixture.startTime,
            status: 'finished' as const,
            homeScore: score.home,
            awayScore: score.away,
          },
        ];
      }),
  };
}
