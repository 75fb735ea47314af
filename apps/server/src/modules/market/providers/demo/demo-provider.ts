import type { Sport } from '@arcade/contracts';
import type { MarketProvider, ProviderEvent, ProviderSnapshot } from '../market-provider';
import { DEMO_LEAGUES } from './demo-leagues';
import { openingHoursOf, quotesAt, splitAt } from './demo-prices';
import { type DemoFixture, finalScore, fixturesBetween, nextFixtureStart, statusAt } from './demo-world';

const DAY_MS = 86_400_000;
/**
 * The demo reports what a real feed would: the last two days' results and the fixtures the books
 * price already (three days ahead, a weekly league's whole next round).
 */
const PAST_DAYS = 2;
const AHEAD_DAYS = 3;

function daysAhead(sport: Sport): number {
  const leagues = DEMO_LEAGUES.filter((league) => league.sport === sport);
  return Math.max(AHEAD_DAYS, ...leagues.map((league) => Math.ceil(openingHoursOf(league) / 24)));
}
/** Two past seasons and the current one so far, for the models (issue 5). */
const HISTORY_DAYS = 730;

/** A fixture as the feed reports it at `now`: its status and, once it is over, the final score. */
function eventOf(seed: number, fixture: DemoFixture, now: Date): ProviderEvent {
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
}

/** The books' average moneyline a minute before the start: the closing prices history keeps. */
function closingPrices(seed: number, fixture: DemoFixture): ProviderEvent['closingPrices'] {
  const quotes = quotesAt(seed, fixture, new Date(fixture.startTime.getTime() - 60_000)).filter(
    (q) => q.market === 'h2h',
  );
  const average = (selection: string) => {
    const prices = quotes.filter((q) => q.selection === selection).map((q) => q.price);
    return prices.length === 0 ? undefined : prices.reduce((a, b) => a + b, 0) / prices.length;
  };
  const home = average('home');
  const away = average('away');
  const draw = average('draw');
  if (home === undefined || away === undefined) return undefined;
  return { home, away, ...(draw === undefined ? {} : { draw }) };
}

/** The demo market as a provider: deterministic for a seed, driven by the clock it is given. */
export function createDemoProvider(seed: number): MarketProvider {
  return {
    name: 'demo',
    sports: ['soccer', 'nfl', 'baseball', 'nba', 'nhl'],
    snapshot: async (sport: Sport, now: Date): Promise<ProviderSnapshot> => {
      const fixtures = fixturesBetween(
        seed,
        new Date(now.getTime() - PAST_DAYS * DAY_MS),
        new Date(now.getTime() + daysAhead(sport) * DAY_MS),
        [sport],
      );
      return {
        events: fixtures.map((fixture) => eventOf(seed, fixture, now)),
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
    schedule: (sport: Sport, now: Date) =>
      DEMO_LEAGUES.filter((league) => league.sport === sport).map((league) => ({
        league: league.league,
        nextStart: nextFixtureStart(seed, league, now),
      })),
    history: async (sport: Sport, now: Date) =>
      fixturesBetween(
        seed,
        new Date(now.getTime() - HISTORY_DAYS * DAY_MS),
        new Date(now.getTime() - PAST_DAYS * DAY_MS),
        [sport],
      )
        .map((fixture) => ({ ...eventOf(seed, fixture, now), closingPrices: closingPrices(seed, fixture) }))
        .filter((event) => event.status === 'finished' && event.homeScore !== null),
  };
}
