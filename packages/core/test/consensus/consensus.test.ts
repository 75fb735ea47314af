import { describe, expect, it } from 'vitest';
import { buildConsensus, type StrategyVote, tierFor } from '../../src/consensus/consensus';

const vote = (strategy: string, winner: StrategyVote['winner'], p: number): StrategyVote => ({
  strategy,
  winner,
  probabilities: { [winner]: p },
});

describe('buildConsensus', () => {
  it('picks the majority winner and averages its probability over the agreeing strategies', () => {
    const consensus = buildConsensus([
      vote('poisson', 'home', 0.6),
      vote('danyscore', 'home', 0.56),
      vote('clv', 'away', 0.52),
    ]);
    expect(consensus).toMatchObject({
      hasConsensus: true,
      winner: 'home',
      agreementCount: 2,
      totalStrategies: 3,
      strategies: ['poisson', 'danyscore'],
    });
    expect(consensus.agreementPercentage).toBeCloseTo(2 / 3, 12);
    expect(consensus.consolidatedProbability).toBeCloseTo(0.58, 12);
  });

  it('finds no consensus in a tie', () => {
    const consensus = buildConsensus([vote('a', 'home', 0.6), vote('b', 'away', 0.6)]);
    expect(consensus).toMatchObject({ hasConsensus: false, winner: null, consolidatedProbability: null });
  });

  it('finds no consensus without a strict majority', () => {
    const consensus = buildConsensus([
      vote('a', 'home', 0.6),
      vote('b', 'home', 0.6),
      vote('c', 'away', 0.6),
      vote('d', 'draw', 0.4),
    ]);
    expect(consensus.winner).toBe('home');
    expect(consensus.hasConsensus).toBe(false);
  });

  it('answers an empty consensus when every strategy abstained', () => {
    expect(buildConsensus([])).toMatchObject({ hasConsensus: false, totalStrategies: 0 });
  });

  it('refuses a vote without a probability for its own winner', () => {
    expect(() => buildConsensus([{ strategy: 'x', winner: 'home', probabilities: { away: 0.5 } }])).toThrow();
  });
});

describe('tierFor', () => {
  it.each([
    [0.09, 0.8, 'diamante'],
    [0.08, 0.75, 'diamante'],
    [0.09, 0.7, 'platinum'],
    [0.06, 1, 'platinum'],
    [0.05, 1, 'exclusivo'],
    [0.04, 0, 'exclusivo'],
    [0.039, 1, 'vip'],
  ])('edge %s with agreement %s is %s', (edge, agreement, tier) => {
    expect(tierFor(edge, agreement)).toBe(tier);
  });
});
