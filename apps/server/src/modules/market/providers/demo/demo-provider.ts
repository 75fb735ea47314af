import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Sport } from '@arcade/contracts';
import { demoSeasonAt } from '../../../danyscore';
import type {
  HistoryPriceSnapshot,
  HistoryPriceTriple,
  MarketProvider,
  ProviderEvent,
  ProviderSnapshot,
} from '../market-provider';
import { DEMO_LEAGUES } from '../../../../demo/demo-leagues';
import { type DemoQuote, openingHoursOf, quotesAt, splitAt } from './demo-prices';
import {
  type DemoFixture,
  finalScore,
  fixturesBetween,
  nextFixtureStart,
  statusAt,
} from '../../../../demo/demo-world';

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
/** Two past seasons and the current one so far, for the models. */
const HISTORY_DAYS = 730;
/** History games priced between two turns of the event loop. */
const HISTORY_CHUNK = 250;

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

/** numeric(10, 4) keeps four decimals; the snapshot keeps the same, so both read back equal. */
const fourDecimals = (price: number) => Math.round(price * 10_000) / 10_000;

/** Moneyline quotes by outcome: every book's, or one book's. */
function byOutcome(quotes: readonly DemoQuote[], bookmaker?: string): Map<string, number[]> {
  const byOutcome = new Map<string, number[]>();
  for (const quote of quotes) {
    if (quote.market !== 'h2h' || (bookmaker && quote.bookmaker !== bookmaker)) continue;
    byOutcome.set(quote.selection, [...(byOutcome.get(quote.selection) ?? []), quote.price]);
  }
  return byOutcome;
}

const mean = (prices: number[]) => prices.reduce((a, b) => a + b, 0) / prices.length;

function triple(byOutcome: Map<string, number[]>, pick: (prices: number[]) => number) {
  const of = (outcome: string) => {
    const prices = byOutcome.get(outcome);
    return prices && prices.length > 0 ? fourDecimals(pick(prices)) : null;
  };
  const prices: HistoryPriceTriple = { home: of('home'), draw: of('draw'), away: of('away') };
  return prices.home === null || prices.away === null ? undefined : prices;
}

/**
 * What history files keep of a game's moneyline: the books' average, the best price and the sharp
 * book's (the demo's Pinnacle), an hour after the books opened and a minute before the start.
 */
function priceSnapshot(seed: number, fixture: DemoFixture): HistoryPriceSnapshot {
  const start = fixture.startTime.getTime();
  const moments = {
    opening: new Date(start - (openingHoursOf(fixture) - 1) * 3_600_000),
    closing: new Date(start - 60_000),
  };
  const snapshot: HistoryPriceSnapshot = {};
  for (const moment of ['opening', 'closing'] as const) {
    const quotes = quotesAt(seed, fixture, moments[moment], ['h2h']);
    const books = byOutcome(quotes);
    const sets = {
      avg: triple(books, mean),
      max: triple(books, (prices) => Math.max(...prices)),
      pinnacle: triple(byOutcome(quotes, 'pinnacle'), mean),
    };
    for (const [key, prices] of Object.entries(sets)) {
      if (prices) snapshot[key] = { ...snapshot[key], [moment]: prices };
    }
  }
  return snapshot;
}

/** The books' average moneyline a minute before the start: the closing prices history keeps. */
function closingPrices(snapshot: HistoryPriceSnapshot): ProviderEvent['closingPrices'] {
  const average = snapshot.avg?.closing;
  if (!average || average.home === null || average.away === null) return undefined;
  return { home: average.home, away: average.away, ...(average.draw === null ? {} : { draw: average.draw }) };
}

interface DemoProviderOptions {
  /**
   * Whether the demo also supplies the NBA season's standings and rosters (default true). Off when
   * balldontlie is configured: the sync must not overwrite what the admin fetched from it.
   */
  nbaSeason?: boolean;
}

/** The demo market as a provider: deterministic for a seed, driven by the clock it is given. */
export function createDemoProvider(
  seed: number,
  { nbaSeason = true }: DemoProviderOptions = {},
): MarketProvider {
  return {
    name: 'demo',
    ...(nbaSeason ? { nbaSeason: (now: Date) => demoSeasonAt(seed, now) } : {}),
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
    history: async (sport: Sport, now: Date, leagues?: readonly string[], signal?: AbortSignal) => {
      const fixtures = fixturesBetween(
        seed,
        new Date(now.getTime() - HISTORY_DAYS * DAY_MS),
        new Date(now.getTime() - PAST_DAYS * DAY_MS),
        [sport],
      ).filter((fixture) => !leagues || leagues.includes(fixture.league));
      const games: ProviderEvent[] = [];
      for (const [index, fixture] of fixtures.entries()) {
        // Two seasons of prices take a second or more to compute: the server keeps answering meanwhile.
        if (index > 0 && index % HISTORY_CHUNK === 0) {
          await yieldToEventLoop();
          signal?.throwIfAborted();
        }
        const event = eventOf(seed, fixture, now);
        if (event.status !== 'finished' || event.homeScore === null) continue;
        const snapshot = priceSnapshot(seed, fixture);
        games.push({ ...event, closingPrices: closingPrices(snapshot), priceSnapshot: snapshot });
      }
      return games;
    },
  };
}
