import { DomainError } from '../errors';
import { lineMovement, marketInefficiency, sharpMoney } from './market-strategies';
import { danyscore, danyscoreNba, epa, massey, poisson } from './model-strategies';
import type { LeagueHistory, MatchContext, Sport, Strategy, StrategyName, StrategyResult } from './types';

export const STRATEGIES: readonly Strategy[] = [
  poisson,
  danyscore,
  danyscoreNba,
  massey,
  epa,
  lineMovement,
  marketInefficiency,
  sharpMoney,
];

/**
 * Strategies that run only when named, without a vote in `auto`'s consensus: danyscore-nba, whose
 * probabilities are calibrated to the point differentials of 2024-25 but which, on the demo's simulated
 * season, scores no better than a coin (cross-entropy 0.697 against 0.693) — a vote needs evidence of skill
 * on games nothing was fitted on.
 */
export const NAMED_ONLY: ReadonlySet<StrategyName> = new Set(['danyscore-nba']);

/** The strategies a run uses: every one that applies to the sport for `auto` (bar the named-only), else the one named. */
export function strategiesFor(sport: Sport, choice: StrategyName | 'auto'): Strategy[] {
  if (choice === 'auto') return STRATEGIES.filter((s) => s.sports.includes(sport) && !NAMED_ONLY.has(s.name));
  const strategy = STRATEGIES.find((s) => s.name === choice);
  if (!strategy) throw new DomainError('INVALID_ARGUMENT', `Unknown strategy ${choice}`);
  if (!strategy.sports.includes(sport))
    throw new DomainError('INVALID_ARGUMENT', `${choice} does not apply to ${sport}`);
  return [strategy];
}

/** Names of the strategies whose probabilities come from a model rather than from prices. */
export const MODEL_STRATEGIES: ReadonlySet<StrategyName> = new Set(
  STRATEGIES.filter((s) => s.source === 'model').map((s) => s.name),
);

/** Prepares the chosen strategies on one league's history; the result predicts any of its events. */
export function prepareStrategies(
  history: LeagueHistory,
  choice: StrategyName | 'auto',
): (match: MatchContext) => StrategyResult[] {
  // A strategy that cannot answer abstains with the reason; anything else is a bug and propagates.
  const abstainOn = (name: StrategyName, error: unknown): StrategyResult => {
    if (!(error instanceof DomainError)) throw error;
    return { kind: 'abstain', strategy: name, reason: error.message };
  };
  const predictors = strategiesFor(history.sport, choice).map((strategy) => {
    try {
      return { name: strategy.name, predict: strategy.prepare(history) };
    } catch (error) {
      const result = abstainOn(strategy.name, error);
      return { name: strategy.name, predict: () => result };
    }
  });
  return (match) =>
    predictors.map(({ name, predict }) => {
      try {
        return predict(match);
      } catch (error) {
        return abstainOn(name, error);
      }
    });
}
