import { DomainError } from '../errors';

export type Outcome = 'home' | 'draw' | 'away';
export type Tier = 'vip' | 'exclusivo' | 'platinum' | 'diamante';

export interface StrategyVote {
  strategy: string;
  winner: Outcome;
  probabilities: Partial<Record<Outcome, number>>;
}

export interface Consensus {
  hasConsensus: boolean;
  winner: Outcome | null;
  agreementCount: number;
  totalStrategies: number;
  agreementPercentage: number;
  /** Mean probability of the winner among the strategies that picked it. */
  consolidatedProbability: number | null;
  /** The strategies that agree. */
  strategies: string[];
}

/**
 * The consensus of `auto`: the outcome most strategies pick, its share of the
 * strategies that predicted, and the mean probability the agreeing strategies give it. A strict
 * majority is needed; a tie between outcomes is no consensus.
 *
 * @example buildConsensus([home 0.6, home 0.56, away 0.52]) // winner home, 2/3, consolidated 0.58
 */
export function buildConsensus(votes: readonly StrategyVote[]): Consensus {
  const total = votes.length;
  if (total === 0) {
    return {
      hasConsensus: false,
      winner: null,
      agreementCount: 0,
      totalStrategies: 0,
      agreementPercentage: 0,
      consolidatedProbability: null,
      strategies: [],
    };
  }
  const counts = new Map<Outcome, StrategyVote[]>();
  for (const vote of votes) counts.set(vote.winner, [...(counts.get(vote.winner) ?? []), vote]);
  const ranked = [...counts].sort((a, b) => b[1].length - a[1].length);
  const [winner, agreeing] = ranked[0] as [Outcome, StrategyVote[]];
  const isTie = ranked.length > 1 && (ranked[1] as [Outcome, StrategyVote[]])[1].length === agreeing.length;
  const probabilities = agreeing.map((vote) => {
    const p = vote.probabilities[winner];
    if (p === undefined || !(p > 0 && p < 1)) {
      throw new DomainError('INVALID_PROBABILITY', `${vote.strategy} gives its own winner no probability`);
    }
    return p;
  });
  const agreementPercentage = agreeing.length / total;
  return {
    hasConsensus: !isTie && agreementPercentage > 0.5,
    winner: isTie ? null : winner,
    agreementCount: agreeing.length,
    totalStrategies: total,
    agreementPercentage,
    consolidatedProbability: isTie ? null : probabilities.reduce((a, b) => a + b, 0) / probabilities.length,
    strategies: agreeing.map((vote) => vote.strategy),
  };
}

export interface TierThresholds {
  diamante: { edge: number; agreement: number };
  platinum: number;
  exclusivo: number;
}

export const DEFAULT_TIER_THRESHOLDS: TierThresholds = {
  diamante: { edge: 0.08, agreement: 0.75 },
  platinum: 0.06,
  exclusivo: 0.04,
};

/**
 * The tier of a pick by quality: diamante at edge ≥ 8% with ≥ 75% agreement,
 * platinum at edge ≥ 6%, exclusivo at ≥ 4%, vip otherwise.
 *
 * @example tierFor(0.09, 0.8) // 'diamante'
 * @example tierFor(0.09, 0.5) // 'platinum'
 */
export function tierFor(edge: number, agreement: number, thresholds = DEFAULT_TIER_THRESHOLDS): Tier {
  if (edge >= thresholds.diamante.edge && agreement >= thresholds.diamante.agreement) return 'diamante';
  if (edge >= thresholds.platinum) return 'platinum';
  if (edge >= thresholds.exclusivo) return 'exclusivo';
  return 'vip';
}
