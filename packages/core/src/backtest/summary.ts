import { brierScore, calibrationError, logLoss, rankedProbabilityScore } from '../metrics/scoring-rules';
import { roiInterval, sharpeRatio } from '../metrics/betting';
import { DomainError } from '../errors';
import type { BetResult } from '../grading/grading';

export interface SettledPick {
  /** When the match was played (the walk-forward sets it; reports filter on it). */
  date?: Date;
  /** `product` only: the models' weight in the pooled forecast on that day. */
  modelWeight?: number;
  /** `product` only: the market's and the strategies' probability of the consensus side, and whether it won. */
  sample?: { pMarket: number; pModel: number; won: boolean };
  /** Index of the result among the outcomes; −1 for a tie in a two-way sport. */
  outcomeIndex: number;
  /** The model's probability per outcome, when some strategy priced every outcome. */
  model: number[] | null;
  /** The de-vigged closing market's, when prices exist. */
  market: number[] | null;
  /** The de-vigged opening market's (known before the match), when the file has opening prices. */
  opening?: number[] | null;
  bet: {
    odds: number;
    stake: number;
    result: BetResult;
    profit: number;
    probability: number;
    /** The de-vigged closing probability of the outcome bet on (sharp book, else average); null without closing prices. */
    closeFair: number | null;
    /** Closing-line value, `odds × closeFair − 1`; null without closing prices. */
    clv: number | null;
  } | null;
}

export interface Scores {
  logLoss: number;
  rps: number;
  brier: number;
}

/** The JSON the backtest CLI prints. */
export interface BacktestSummary {
  matches: number;
  bets: number;
  wins: number;
  losses: number;
  pushes: number;
  hitRate: number | null;
  staked: number;
  profit: number;
  roi: number | null;
  /** 95% normal-approximation interval of the ROI; null with fewer than two bets. */
  roiInterval: { low: number; high: number } | null;
  /** Mean closing-line value over the bets with a close; null when none has one. */
  clv: number | null;
  /** Share of the bets with a close whose CLV is strictly positive; null when none has one. */
  beatCloseRate: number | null;
  /** How many bets had closing prices (the CLV's sample). */
  clvBets: number;
  avgOdds: number | null;
  calibrationError: number | null;
  sharpe: number | null;
  /** Scores on the matches where both the model and the market have probabilities. */
  model: Scores | null;
  market: Scores | null;
  scoredMatches: number;
}

function mean(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

function scores(vectors: number[][], outcomes: number[]): Scores {
  return {
    logLoss: mean(vectors.map((p, i) => logLoss(p, outcomes[i] as number))),
    rps: mean(vectors.map((p, i) => rankedProbabilityScore(p, outcomes[i] as number))),
    brier: mean(vectors.map((p, i) => brierScore(p, outcomes[i] as number))),
  };
}

/** Counts, money and scores of a backtest. */
export function summarise(picks: readonly SettledPick[]): BacktestSummary {
  const bets = picks.flatMap((p) => (p.bet ? [p.bet] : []));
  const wins = bets.filter((b) => b.result === 'win').length;
  const losses = bets.filter((b) => b.result === 'loss').length;
  const staked = bets.reduce((s, b) => s + b.stake, 0);
  const profit = bets.reduce((s, b) => s + b.profit, 0);
  const clvs = bets.flatMap((b) => (b.clv === null ? [] : [b.clv]));
  for (const clv of clvs) {
    if (!Number.isFinite(clv) || clv < -1)
      throw new DomainError('INVALID_ARGUMENT', `A bet's CLV must be a finite number ≥ −1, got ${clv}`);
  }
  const interval = bets.length > 1 ? roiInterval(bets) : null;
  const both = picks.filter((p) => p.model && p.market);
  const outcomes = both.map((p) => p.outcomeIndex);
  return {
    matches: picks.length,
    bets: bets.length,
    wins,
    losses,
    pushes: bets.length - wins - losses,
    hitRate: wins + losses > 0 ? wins / (wins + losses) : null,
    staked,
    profit,
    roi: staked > 0 ? profit / staked : null,
    roiInterval: interval ? { low: interval.low, high: interval.high } : null,
    clv: clvs.length > 0 ? mean(clvs) : null,
    beatCloseRate: clvs.length > 0 ? clvs.filter((c) => c > 0).length / clvs.length : null,
    clvBets: clvs.length,
    avgOdds: bets.length > 0 ? mean(bets.map((b) => b.odds)) : null,
    calibrationError:
      bets.length > 0
        ? calibrationError(bets.map((b) => ({ probability: b.probability, happened: b.result === 'win' })))
        : null,
    sharpe:
      bets.length > 1 && new Set(bets.map((b) => b.profit / b.stake)).size > 1 ? sharpeRatio(bets) : null,
    model:
      both.length > 0
        ? scores(
            both.map((p) => p.model as number[]),
            outcomes,
          )
        : null,
    market:
      both.length > 0
        ? scores(
            both.map((p) => p.market as number[]),
            outcomes,
          )
        : null,
    scoredMatches: both.length,
  };
}
