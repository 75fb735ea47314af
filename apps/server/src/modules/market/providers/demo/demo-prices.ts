import { handicapProbability, normalCdf, scoreMatrix, totalsProbability } from '@arcade/core';
import { DEMO_BOOKMAKERS, DEMO_LEAGUES } from '../../../../demo/demo-leagues';
import { normalFor } from '../../../../demo/demo-random';
import { type DemoFixture, SOCCER_RHO, type Truth, truthOf } from '../../../../demo/demo-world';

export interface DemoQuote {
  bookmaker: string;
  bookmakerTitle: string;
  market: 'h2h' | 'spreads' | 'totals';
  selection: 'home' | 'away' | 'draw' | 'over' | 'under';
  price: number;
  point?: number;
  timestamp: Date;
}

/** Books re-price every 3 hours; prices open three days before the start unless the league says more. */
const REPRICE_MS = 3 * 3_600_000;
const OPENING_HOURS = 72;

const openingHoursByLeague = new Map(
  DEMO_LEAGUES.map((league) => [league.league, league.pricesOpenHours ?? OPENING_HOURS]),
);

/** How many hours before its start a fixture's league is priced. */
export function openingHoursOf(fixture: Pick<DemoFixture, 'league'>): number {
  return openingHoursByLeague.get(fixture.league) ?? OPENING_HOURS;
}
const MARGIN_SIGMA = { soccer: 1.7, nba: 12, nfl: 13.5, nhl: 2.4, baseball: 4.4 } as const;
const TOTAL_SIGMA = { soccer: 1.6, nba: 18, nfl: 13, nhl: 2.3, baseball: 4.2 } as const;

const halfLine = (value: number) => Math.round(value - 0.5) + 0.5;
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * One book's prices for one market: the true probabilities moved on the log-odds scale by the book's
 * own bias and by a drift that shrinks toward the start (opening lines are the noisiest), then marked
 * up by the book's margin.
 */
function price(
  seed: number,
  fixture: DemoFixture,
  book: (typeof DEMO_BOOKMAKERS)[number],
  market: string,
  fair: number[],
  hoursToStart: number,
  bucket: number,
): number[] {
  const drift = Math.sqrt(Math.min(2, Math.max(0, hoursToStart) / OPENING_HOURS));
  const logits = fair.map((p, i) => {
    const bias = book.noise * normalFor(seed, 'bias', book.key, fixture.id, market, i);
    const wander =
      1.6 * book.noise * drift * normalFor(seed, 'drift', book.key, fixture.id, market, i, bucket);
    return Math.log(p) + bias + wander;
  });
  const weights = logits.map(Math.exp);
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => Math.max(1.01, round2(1 / ((w / total) * (1 + book.margin)))));
}

/** Soccer's true score distribution (the one final scores are drawn from), for its goal lines. */
const soccerMatrix = (truth: Truth) =>
  scoreMatrix({
    homeRate: (truth.total + truth.margin) / 2,
    awayRate: (truth.total - truth.margin) / 2,
    rho: SOCCER_RHO,
  });

type DemoMarket = DemoQuote['market'];
const ALL_MARKETS: readonly DemoMarket[] = ['h2h', 'spreads', 'totals'];

function marketsOf(fixture: DemoFixture, truth: Truth, markets: readonly DemoMarket[]) {
  const sport = fixture.sport;
  const h2h = sport === 'soccer' ? [truth.home, truth.draw, truth.away] : [truth.home, truth.away];
  const moneyline = {
    market: 'h2h' as const,
    selections: sport === 'soccer' ? (['home', 'draw', 'away'] as const) : (['home', 'away'] as const),
    fair: h2h,
    points: [] as number[],
  };
  // The lines cost a score matrix for soccer: skipped when only the moneyline is asked for (history).
  if (!markets.includes('spreads') && !markets.includes('totals'))
    return markets.includes('h2h') ? [moneyline] : [];
  const spread = -halfLine(truth.margin);
  const totalLine = halfLine(truth.total);
  // Soccer's lines come from its score matrix, as its results do; other sports' from normal margins.
  const matrix = sport === 'soccer' ? soccerMatrix(truth) : null;
  const coverHome = matrix
    ? handicapProbability(matrix, spread).win
    : normalCdf((truth.margin + spread) / MARGIN_SIGMA[sport]);
  const over = matrix
    ? totalsProbability(matrix, totalLine).over
    : normalCdf((truth.total - totalLine) / TOTAL_SIGMA[sport]);
  return [
    moneyline,
    {
      market: 'spreads' as const,
      selections: ['home', 'away'] as const,
      fair: [coverHome, 1 - coverHome],
      points: [spread, -spread],
    },
    {
      market: 'totals' as const,
      selections: ['over', 'under'] as const,
      fair: [over, 1 - over],
      points: [totalLine, totalLine],
    },
  ].filter((entry) => markets.includes(entry.market));
}

/**
 * Every book's prices for a fixture as they stand at `at` (on `markets`, all three by default); none
 * before they open or after the start. A market's prices do not depend on which others are asked for.
 */
export function quotesAt(
  seed: number,
  fixture: DemoFixture,
  at: Date,
  markets: readonly DemoMarket[] = ALL_MARKETS,
): DemoQuote[] {
  const hoursToStart = (fixture.startTime.getTime() - at.getTime()) / 3_600_000;
  if (hoursToStart <= 0 || hoursToStart > openingHoursOf(fixture)) return [];
  const bucket = Math.floor(at.getTime() / REPRICE_MS);
  const timestamp = new Date(bucket * REPRICE_MS);
  const truth = truthOf(seed, fixture);
  return DEMO_BOOKMAKERS.flatMap((book) =>
    marketsOf(fixture, truth, markets).flatMap(({ market, selections, fair, points }) => {
      const prices = price(seed, fixture, book, market, fair, hoursToStart, bucket);
      return selections.map((selection, i) => ({
        bookmaker: book.key,
        bookmakerTitle: book.title,
        market,
        selection,
        price: prices[i] as number,
        ...(points[i] === undefined ? {} : { point: points[i] }),
        timestamp,
      }));
    }),
  );
}

interface DemoSplit {
  homeBetsPercentage: number;
  awayBetsPercentage: number;
  homeMoneyPercentage: number;
  awayMoneyPercentage: number;
  timestamp: Date;
}

/** Public bets follow the favourite; money leans the way the truth does (that is what sharp money is). */
export function splitAt(seed: number, fixture: DemoFixture, at: Date): DemoSplit | null {
  const quotes = quotesAt(seed, fixture, at, ['h2h']).filter((q) => q.bookmaker === 'bet365');
  if (quotes.length === 0) return null;
  const implied = (selection: string) => 1 / (quotes.find((q) => q.selection === selection)?.price ?? 2);
  const marketHome = implied('home') / (implied('home') + implied('away'));
  const truth = truthOf(seed, fixture);
  const trueHome = truth.home / (truth.home + truth.away);
  const clamp = (value: number) => Math.min(95, Math.max(5, Math.round(value)));
  const bets = clamp(50 + 70 * (marketHome - 0.5) + 6 * normalFor(seed, 'bets', fixture.id));
  const money = clamp(bets + 250 * (trueHome - marketHome) + 5 * normalFor(seed, 'money', fixture.id));
  return {
    homeBetsPercentage: bets,
    awayBetsPercentage: 100 - bets,
    homeMoneyPercentage: money,
    awayMoneyPercentage: 100 - money,
    timestamp: new Date(Math.floor(at.getTime() / REPRICE_MS) * REPRICE_MS),
  };
}
