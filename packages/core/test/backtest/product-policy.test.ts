import { describe, expect, it } from 'vitest';
import type { HistoricalMatch } from '../../src/backtest/match-prices';
import {
  BACKTEST_PRODUCT_POLICY,
  MIN_FIT_SAMPLES,
  productPolicyDays,
  type ProductPolicy,
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
