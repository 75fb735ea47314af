import { describe, expect, it } from 'vitest';
import { compileFormula, formulaVerdict } from '../../src/formula/index';
import { DEFAULT_POLICY_SETTINGS, formulaScope } from '../../src/policy/price-selection';

const facts = {
  pModel: 0.55,
  pMarketFair: 0.5,
  edge: 0.155,
  odds: 2.1,
  agreement: 0.75,
  strategies: 4,
  bookmakers: 6,
  hoursToStart: 12,
  lineMove: -0.02,
  sport: 'nba',
  market: 'h2h' as const,
};

describe('the scope a pick formula reads', () => {
  it('holds the candidate’s numbers, its American odds and the configuration’s values', () => {
    expect(formulaScope(facts, DEFAULT_POLICY_SETTINGS)).toEqual({
      ...facts,
      oddsAmerican: 110,
      kellyFraction: 0.25,
      edgeThreshold: 0.02,
      maxStakePercent: 0.015,
      minOdds: 1.67,
      minProbability: 0.5,
    });
  });

  it('gives every variable of the language a value', () => {
    const formula = compileFormula(
      'pModel > 0 and pMarketFair > 0 and edge > 0 and odds > 1 and oddsAmerican > 0 and agreement > 0 and ' +
        'strategies > 0 and bookmakers > 0 and hoursToStart > 0 and lineMove < 0 and sport == "nba" and ' +
        'market == "h2h" and kellyFraction > 0 and edgeThreshold > 0 and maxStakePercent > 0 and minOdds > 1 and minProbability > 0',
    );
    expect(formulaVerdict(formula.evaluate(formulaScope(facts, DEFAULT_POLICY_SETTINGS)))).toEqual({
      accepted: true,
      score: null,
    });
  });
});
