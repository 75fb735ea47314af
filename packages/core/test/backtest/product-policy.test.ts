import { describe, expect, it } from 'vitest';
import type { HistoricalMatch } from '../../src/backtest/match-prices';
import {
  BACKTEST_PRODUCT_POLICY,
  type BacktestCandidate,
  MIN_FIT_SAMPLES,
  productPolicyDays,
  type ProductPolicy,
  relaxedSettings,
} from '../../src/backtest/product-policy';
import { walkForwardPicks } from '../../src/backtest/walk-forward';
import { summarise } from '../../src/backtest/summary';
import type { StrategyResult } from '../../src/strategies/types';

const DAY = 86_400_000;
const start = Date.UTC(2024, 0, 6, 15);

/** An NBA game on `day` whose sharp line is 50/50 at 1.95, with a best price and a closing line. */
function game(id: string, day: number, best: number, closeHome = 1.95, homeWins = true): HistoricalMatch {
  return {
    id,
    league: 'NBA',
    date: new Date(start + day * DAY),
    home: `H${id}`,
    away: `A${id}`,
    homeScore: homeWins ? 101 : 99,
    awayScore: homeWins ? 99 : 101,
    prices: {
      opening: {
        sharp: { home: 1.95, away: 1.95 },
        average: { home: 1.9, away: 1.9 },
        max: { home: best, away: 1.9 },
      },
      closing: { sharp: { home: closeHome, away: 3.9 - closeHome }, average: { home: 1.9, away: 1.9 } },
    },
  };
}

/** Every strategy says home at `p`. */
const homeAt = (p: number) => (): StrategyResult[] => [
  {
    kind: 'prediction',
    strategy: 'danyscore',
    winner: 'home',
    probabilities: { home: p, away: 1 - p },
    keyFactors: [],
  },
  {
    kind: 'prediction',
    strategy: 'massey',
    winner: 'home',
    probabilities: { home: p, away: 1 - p },
    keyFactors: [],
  },
];

const run = (policy: ProductPolicy = BACKTEST_PRODUCT_POLICY) =>
  productPolicyDays({ sport: 'nba', odds: 'opening', stake: 'flat', kellyFraction: 0.25, policy });

describe('the product policy in the backtest', () => {
  it('never bets a best price equal to the sharp fair price, however sure the models are', () => {
    const picks = run()([game('1', 0, 2.0)], homeAt(0.6));
    expect(picks[0]?.bet).toBeNull();
  });

  it('bets a best price beating the sharp fair price by the threshold, with its CLV against the sharp close', () => {
    const [pick] = run()([game('1', 0, 2.1, 1.8)], homeAt(0.6));
    expect(pick?.bet).toMatchObject({ odds: 2.1, stake: 1, result: 'win', profit: expect.closeTo(1.1, 9) });
    // Weight 0: the bet's probability is the market's fair 50%.
    expect(pick?.bet?.probability).toBeCloseTo(0.5, 9);
    // The close moved to 1.80 / 2.10 on the sharp book: the home side closed near 53.8%.
    expect(pick?.bet?.clv).toBeGreaterThan(0.1);
    expect(pick?.bet?.clv).toBeCloseTo(2.1 * (pick?.bet?.closeFair ?? 0) - 1, 12);
  });

  it('takes at most pickCount bets a day, best edges first', () => {
    const day = Array.from({ length: 12 }, (_, i) => game(`${i}`, 0, 2.05 + i * 0.01));
    const picks = run()(day, homeAt(0.6));
    const bets = picks.flatMap((p, i) => (p.bet ? [i] : []));
    expect(bets).toHaveLength(10);
    expect(bets).not.toContain(0);
    expect(bets).not.toContain(1);
  });

  it('fits the model weight on earlier seasons only: the first season prices on the market alone', () => {
    const policy: ProductPolicy = { ...BACKTEST_PRODUCT_POLICY, weights: 'walk-forward' };
    const days = run(policy);
    // Season one: the models say 70% home, and home wins 70% of a sample large enough to fit on.
    const seasonOne = Array.from({ length: MIN_FIT_SAMPLES + 10 }, (_, i) =>
      game(`s1-${i}`, 0, 1.9, 1.95, i % 10 < 7),
    );
    const first = days(seasonOne, homeAt(0.7));
    expect(first.every((p) => p.modelWeight === 0 && p.bet === null)).toBe(true);
    // Season two, after a summer: the weight the first season earned now tilts the price.
    const second = days([game('s2', 200, 2.0)], homeAt(0.56));
    expect(second[0]?.modelWeight).toBeGreaterThan(0.5);
    expect(second[0]?.bet?.probability).toBeGreaterThan(0.53);
  });

  it('keeps the configured weights when not walking forward', () => {
    const policy: ProductPolicy = {
      ...BACKTEST_PRODUCT_POLICY,
      settings: { ...BACKTEST_PRODUCT_POLICY.settings, modelWeights: { nba: { h2h: 0.25 } } },
    };
    const [pick] = run(policy)([game('1', 0, 2.1)], homeAt(0.6));
    expect(pick?.modelWeight).toBe(0.25);
  });

  it('runs through the walk-forward with every strategy that applies, and reports CLV', () => {
    const data = Array.from({ length: 30 }, (_, i) =>
      game(`${i}`, i, i % 3 === 0 ? 2.12 : 1.95, 1.85, i % 2 === 0),
    );
    const picks = walkForwardPicks({
      sport: 'nba',
      strategy: 'product',
      warmup: [],
      data,
      odds: 'opening',
      alpha: 0,
      stake: 'flat',
      edgeThreshold: 0.02,
      kellyFraction: 0.25,
    });
    const summary = summarise(picks);
    expect(picks).toHaveLength(30);
    // Only the generous prices beat the sharp line; the models, with no history, abstain or agree.
    for (const [i, pick] of picks.entries()) if (pick.bet) expect(i % 3).toBe(0);
    expect(summary.clvBets).toBe(summary.bets);
    if (summary.bets > 0) expect(summary.clv).toBeGreaterThan(0);
  });
});

describe('the product policy’s candidates for the formula laboratory', () => {
  const collecting = (odds: 'opening' | 'closing' = 'opening') => {
    const seen: BacktestCandidate[] = [];
    const days = productPolicyDays({
      sport: 'nba',
      odds,
      stake: 'flat',
      kellyFraction: 0.25,
      policy: { ...BACKTEST_PRODUCT_POLICY, collect: (c) => seen.push(c) },
    });
    return { seen, days };
  };

  it('reports a match the real rules refuse (no edge), with what the formula reads and how it ended', () => {
    const { seen, days } = collecting();
    const picks = days([game('1', 0, 2.0, 1.8)], homeAt(0.6));
    expect(picks[0]?.bet).toBeNull();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      matchId: '1',
      league: 'NBA',
      homeTeam: 'H1',
      awayTeam: 'A1',
      selection: 'home',
      odds: 2.0,
      agreement: 1,
      strategies: 2,
      bookmakers: 3,
      lineMove: 0,
      inSweetSpot: true,
      result: 'win',
    });
    expect(seen[0]?.pMarketFair).toBeCloseTo(0.5, 9);
    expect(seen[0]?.pModel).toBeCloseTo(0.5, 9);
    expect(seen[0]?.closeFair).toBeGreaterThan(0.53);
    expect(seen[0]?.hoursToStart).toBeGreaterThan(0);
  });

  it('leaves the bets exactly as without collecting', () => {
    const day = Array.from({ length: 12 }, (_, i) => game(`${i}`, 0, 2.05 + i * 0.01, 1.9, i % 2 === 0));
    const { seen, days } = collecting();
    expect(days(day, homeAt(0.6))).toEqual(run()(day, homeAt(0.6)));
    expect(seen).toHaveLength(12);
    expect(seen.map((c) => c.result)).toEqual(day.map((_, i) => (i % 2 === 0 ? 'win' : 'loss')));
  });

  it('says a price outside the real sweet spot is outside it', () => {
    const favourite: HistoricalMatch = {
      ...game('f', 0, 1.55),
      prices: { opening: { sharp: { home: 1.5, away: 2.9 }, max: { home: 1.55, away: 2.9 } } },
    };
    const { seen, days } = collecting();
    days([favourite], homeAt(0.7));
    expect(seen[0]).toMatchObject({ odds: 1.55, inSweetSpot: false, closeFair: null });
  });

  it('measures the line’s move from the opening to the closing prices decided on', () => {
    const { seen, days } = collecting('closing');
    days([game('1', 0, 2.0, 1.85)], homeAt(0.6));
    // Books in both: sharp 1.95 → 1.85, average 1.90 → 1.90.
    expect(seen[0]?.lineMove).toBeCloseTo(1.875 / 1.925 - 1, 9);
  });

  it('reports nothing for a match without a consensus, and a tie as a push', () => {
    const tie: HistoricalMatch = { ...game('t', 0, 2.0), homeScore: 100, awayScore: 100 };
    const { seen, days } = collecting();
    days([game('n', 0, 2.0)], () => []);
    days([tie], homeAt(0.6));
    expect(seen.map((c) => [c.matchId, c.result])).toEqual([['t', 'push']]);
  });

  it('relaxes only the tunable rules and drops the formula', () => {
    const relaxed = relaxedSettings(BACKTEST_PRODUCT_POLICY.settings);
    expect(relaxed.rules).toMatchObject({
      edgeThreshold: -1,
      minOdds: 1.01,
      minProbability: 0,
      sweetSpot: { min: 1.01, max: Number.POSITIVE_INFINITY },
      maxModelMarketGap: BACKTEST_PRODUCT_POLICY.settings.rules.maxModelMarketGap,
      minBookmakers: 1,
    });
    expect(relaxed.formula).toBeNull();
  });
});
