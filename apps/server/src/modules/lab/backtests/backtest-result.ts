import {
  type BacktestCandidate,
  type BacktestSummary,
  reliabilityBands,
  type SettledPick,
  summarise,
} from '@arcade/core';
import type {
  NewBacktestCandidateRow,
  NewBacktestResultRow,
  NewBacktestRunRow,
  ReliabilityBand,
} from '../../../db/schema/index';
import type { Sport } from '../../../db/schema/enums';

const clamp01 = (p: number) => Math.min(1, Math.max(0, p));

/**
 * The reliability diagram's bands: each decided bet's probability against its result; with no bets,
 * the model's probability of the home side against home wins, so that a model that priced matches
 * always has a diagram. Null when nothing was priced.
 */
function reliabilityOf(
  picks: readonly SettledPick[],
): { source: 'bets' | 'home'; bands: ReliabilityBand[] } | null {
  const bets = picks.flatMap((p) => (p.bet && p.bet.result !== 'push' ? [p.bet] : []));
  if (bets.length > 0)
    return {
      source: 'bets',
      bands: reliabilityBands(
        bets.map((b) => ({ probability: clamp01(b.probability), happened: b.result === 'win' })),
      ),
    };
  const priced = picks.filter((p) => p.model && p.outcomeIndex >= 0);
  if (priced.length === 0) return null;
  return {
    source: 'home',
    bands: reliabilityBands(
      priced.map((p) => ({
        probability: clamp01((p.model as number[])[0] as number),
        happened: p.outcomeIndex === 0,
      })),
    ),
  };
}

const mean = (values: number[]) =>
  values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;

/** What a finished run stores: the run's overall fields and its one result row ('test': walked, never fitted on). */
export function resultRows(
  strategy: string,
  picks: readonly SettledPick[],
  parameters: Record<string, unknown>,
): {
  summary: BacktestSummary;
  run: Partial<NewBacktestRunRow>;
  result: Omit<NewBacktestResultRow, 'runId'>;
} {
  const summary = summarise(picks);
  const reliability = reliabilityOf(picks);
  const bets = picks.flatMap((p) => (p.bet ? [p.bet] : []));
  return {
    summary,
    run: {
      matchCount: summary.matches,
      progressDone: summary.matches,
      totalPicks: summary.bets,
      correctPicks: summary.wins,
      overallAccuracy: summary.hitRate,
      overallRoi: summary.roi,
      profitLoss: summary.bets > 0 ? summary.profit : null,
    },
    result: {
      strategyName: strategy,
      datasetType: 'test',
      accuracy: summary.hitRate,
      roi: summary.roi,
      profitLoss: summary.bets > 0 ? summary.profit : null,
      avgOdds: summary.avgOdds,
      sharpeRatio: summary.sharpe,
      totalPicks: summary.bets,
      correctPicks: summary.wins,
      incorrectPicks: summary.losses,
      avgPredictedProbability: mean(bets.map((b) => clamp01(b.probability))),
      actualWinRate: summary.bets > 0 ? summary.wins / summary.bets : null,
      calibrationError: summary.calibrationError,
      scoringRules: {
        rps: summary.model?.rps ?? null,
        logLoss: summary.model?.logLoss ?? null,
        brier: summary.model?.brier ?? null,
        marketRps: summary.market?.rps ?? null,
        marketLogLoss: summary.market?.logLoss ?? null,
        marketBrier: summary.market?.brier ?? null,
      },
      clv: summary.clv,
      beatCloseRate: summary.beatCloseRate,
      roiLow: summary.roiInterval?.low ?? null,
      roiHigh: summary.roiInterval?.high ?? null,
      reliability: reliability?.bands ?? null,
      parametersUsed: {
        ...parameters,
        pushes: summary.pushes,
        scoredMatches: summary.scoredMatches,
        reliabilitySource: reliability?.source ?? null,
      },
    },
  };
}

/** A collected candidate as a backtest_candidates row (h2h). */
export function candidateRow(sport: Sport, c: BacktestCandidate): Omit<NewBacktestCandidateRow, 'runId'> {
  return {
    matchKey: c.matchId,
    sport,
    league: c.league,
    homeTeam: c.homeTeam,
    awayTeam: c.awayTeam,
    startTime: c.date,
    market: 'h2h',
    selection: c.selection,
    odds: c.odds,
    pModel: c.pModel,
    pMarketFair: c.pMarketFair,
    agreement: c.agreement,
    strategies: c.strategies,
    bookmakers: c.bookmakers,
    hoursToStart: c.hoursToStart,
    lineMove: c.lineMove,
    inSweetSpot: c.inSweetSpot,
    result: c.result,
    closeFair: c.closeFair,
  };
}
