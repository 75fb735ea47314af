import { describe, expect, it } from 'vitest';
import { DEFAULT_PICK_RULES, evaluateCandidate } from '../../src/market/evaluation';
import { latestQuotes, marketConsensus, type OddsQuote } from '../../src/market/quotes';

const at = (hours: number) => new Date(Date.UTC(2026, 10, 22, 12) + hours * 3_600_000);
const quote = (
  bookmaker: string,
  selection: OddsQuote['selection'],
  price: number,
  hours = 0,
): OddsQuote => ({
  bookmaker,
  market: 'h2h',
  selection,
  price,
  timestamp: at(hours),
});
const book = (name: string, home: number, draw: number, away: number, hours = 0) => [
  quote(name, 'home', home, hours),
  quote(name, 'draw', draw, hours),
  quote(name, 'away', away, hours),
];

describe('latest quotes and the market consensus', () => {
  it('keeps each book’s newest price at or before the decision time', () => {
    const quotes = [
      ...book('a', 2.0, 3.4, 4.0, -5),
      ...book('a', 2.1, 3.3, 3.8, -1),
      ...book('a', 9, 9, 9, 2),
    ];
    const books = latestQuotes(quotes, 'h2h', at(0));
    expect(books.get('a')?.get('home')?.price).toBe(2.1);
  });

  it('averages the de-vigged books when no sharp book priced the market, and finds the best price', () => {
    const books = latestQuotes([...book('a', 2.0, 3.4, 4.0), ...book('b', 2.1, 3.3, 3.7)], 'h2h', at(0));
    const consensus = marketConsensus(books, ['home', 'draw', 'away']);
    expect(consensus.source).toBe('average');
    expect(consensus.bookmakers).toBe(2);
    expect(consensus.best.home).toEqual({ price: 2.1, bookmaker: 'b' });
    expect(consensus.best.away).toEqual({ price: 4.0, bookmaker: 'a' });
    const total = (consensus.fair.home ?? 0) + (consensus.fair.draw ?? 0) + (consensus.fair.away ?? 0);
    expect(total).toBeCloseTo(1, 9);
  });

  it('uses the sharp book alone when it priced the market', () => {
    const books = latestQuotes(
      [...book('Pinnacle', 2.7, 2.3, 4.4), ...book('soft', 3.5, 2.0, 3.0)],
      'h2h',
      at(0),
    );
    const consensus = marketConsensus(books, ['home', 'draw', 'away']);
    expect(consensus.source).toBe('sharp');
    expect(consensus.fair.home).toBeCloseTo(0.359344, 6);
  });

  it('leaves a book without a margin out of the fair price but not out of the best price', () => {
    const books = latestQuotes([...book('a', 2.0, 3.4, 4.0), ...book('stale', 2.6, 3.4, 3.9)], 'h2h', at(0));
    const consensus = marketConsensus(books, ['home', 'draw', 'away']);
    const alone = marketConsensus(latestQuotes(book('a', 2.0, 3.4, 4.0), 'h2h', at(0)), [
      'home',
      'draw',
      'away',
    ]);
    expect(consensus.fair).toEqual(alone.fair);
    expect(consensus.best.home).toEqual({ price: 2.6, bookmaker: 'stale' });
  });

  it('ignores books that do not price every selection, and refuses when none does', () => {
    const books = latestQuotes([...book('a', 2, 3.4, 4), quote('b', 'home', 5)], 'h2h', at(0));
    expect(marketConsensus(books, ['home', 'draw', 'away']).bookmakers).toBe(1);
    expect(() =>
      marketConsensus(latestQuotes([quote('b', 'home', 5)], 'h2h', at(0)), ['home', 'away']),
    ).toThrow();
  });
});

describe('evaluating a candidate', () => {
  const base = {
    pModel: 0.55,
    pMarketFair: 0.5,
    bestOdds: 2.0,
    bookmakers: 5,
    newestQuoteAt: at(-1),
    startsAt: at(5),
    asOf: at(0),
  };

  it('bets a fresh, well-priced 10% edge in the sweet spot', () => {
    const result = evaluateCandidate(base);
    expect(result).toMatchObject({ shouldBet: true, reason: 'ok', inSweetSpot: true, oddsAmerican: 100 });
    expect(result.edge).toBeCloseTo(0.1, 12);
  });

  it.each([
    ['an event that started', { startsAt: at(-0.1) }, 'event_started'],
    ['two bookmakers', { bookmakers: 2 }, 'too_few_bookmakers'],
    ['a price 7 hours old', { newestQuoteAt: at(-7) }, 'stale_price'],
    ['odds of 1.5', { bestOdds: 1.5, pModel: 0.75 }, 'below_min_odds'],
    ['odds of 3.5 (outside the sweet spot)', { bestOdds: 3.5, pModel: 0.52 }, 'outside_sweet_spot'],
    ['a model probability of 0.45', { pModel: 0.45, bestOdds: 2.5 }, 'below_min_probability'],
    ['a 1% edge', { pModel: 0.505 }, 'below_edge_threshold'],
    ['a model 12 points away from the market', { pModel: 0.62 }, 'implausible_gap'],
    ['best prices that sum to a 6% arbitrage', { bestPriceBook: 0.94 }, 'implausible_prices'],
  ] as const)('refuses %s', (_name, change, reason) => {
    const result = evaluateCandidate({ ...base, ...change });
    expect(result.shouldBet).toBe(false);
    expect(result.reason).toBe(reason);
  });

  it('accepts best prices up to a 5% arbitrage, the usual spread of generous books', () => {
    expect(evaluateCandidate({ ...base, bestPriceBook: 0.95 }).reason).toBe('ok');
    expect(evaluateCandidate({ ...base, bestPriceBook: 1.03 }).reason).toBe('ok');
  });

  it('accepts a gap of exactly the maximum, 10 points', () => {
    expect(evaluateCandidate({ ...base, pModel: 0.6 }).reason).toBe('ok');
  });

  it('uses the configured rules', () => {
    const strict = { ...DEFAULT_PICK_RULES, edgeThreshold: 0.15 };
    expect(evaluateCandidate({ ...base, rules: strict }).reason).toBe('below_edge_threshold');
  });
});
