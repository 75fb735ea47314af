import { DomainError } from '../errors';

export interface SettledBet {
  stake: number;
  profit: number;
}

const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

/**
 * Return on investment: total profit over total staked.
 *
 * @example returnOnInvestment([{ stake: 10, profit: 11 }, { stake: 10, profit: -10 }]) // 0.05
 */
export function returnOnInvestment(bets: readonly SettledBet[]): number {
  const staked = total(bets.map((bet) => bet.stake));
  if (!(staked > 0)) throw new DomainError('INVALID_ARGUMENT', 'ROI is undefined when nothing was staked');
  return total(bets.map((bet) => bet.profit)) / staked;
}

function perUnitReturns(bets: readonly SettledBet[]): number[] {
  return bets.map((bet) => {
    if (!(bet.stake > 0)) throw new DomainError('INVALID_ARGUMENT', 'Every bet needs a positive stake');
    return bet.profit / bet.stake;
  });
}

function meanAndDeviation(values: readonly number[]): { mean: number; sd: number } {
  const mean = total(values) / values.length;
  const variance = total(values.map((value) => (value - mean) ** 2)) / (values.length - 1);
  return { mean, sd: Math.sqrt(variance) };
}

/**
 * Sharpe ratio per bet: mean per-unit return over its sample standard deviation (no risk-free rate:
 * a bet lasts hours).
 *
 * @example sharpeRatio([{ stake: 1, profit: 1 }, { stake: 1, profit: -1 }, { stake: 1, profit: 1 }]) // 0.288675…
 */
export function sharpeRatio(bets: readonly SettledBet[]): number {
  if (bets.length < 2) throw new DomainError('INVALID_ARGUMENT', 'Sharpe ratio needs at least two bets');
  const { mean, sd } = meanAndDeviation(perUnitReturns(bets));
  if (sd === 0)
    throw new DomainError('INVALID_ARGUMENT', 'Sharpe ratio is undefined when every return is equal');
  return mean / sd;
}

/**
 * A normal-approximation confidence interval for ROI, from per-unit returns weighted by stake
 * (`z` 1.96 for 95%). Honest about luck: a +5% ROI over 100 bets at even odds spans zero.
 *
 * @example roiInterval(52 wins and 48 losses of 1 unit at evens) // { roi: 0.04, low: −0.157, high: 0.237 }
 */
export function roiInterval(
  bets: readonly SettledBet[],
  z = 1.96,
): { roi: number; low: number; high: number } {
  if (bets.length < 2) throw new DomainError('INVALID_ARGUMENT', 'An interval needs at least two bets');
  const roi = returnOnInvestment(bets);
  const staked = total(bets.map((bet) => bet.stake));
  const weights = bets.map((bet) => bet.stake / staked);
  const returns = perUnitReturns(bets);
  const variance = total(returns.map((r, i) => (weights[i] as number) * (r - roi) ** 2));
  const effectiveN = 1 / total(weights.map((w) => w * w));
  const halfWidth = z * Math.sqrt(variance / Math.max(1, effectiveN - 1));
  return { roi, low: roi - halfWidth, high: roi + halfWidth };
}

/**
 * Kelly growth: mean log growth of the bankroll per bet, `mean ln(1 + fᵢ·rᵢ)` with `fᵢ` the share of
 * bankroll staked and `rᵢ` the per-unit return. Positive means the bankroll compounds upward.
 *
 * @example kellyGrowth([{ stakeFraction: 0.02, unitReturn: 1.1 }, { stakeFraction: 0.02, unitReturn: -1 }]) // 0.000779…
 */
export function kellyGrowth(bets: readonly { stakeFraction: number; unitReturn: number }[]): number {
  if (bets.length === 0) throw new DomainError('INVALID_ARGUMENT', 'Kelly growth needs at least one bet');
  const logs = bets.map(({ stakeFraction, unitReturn }) => {
    const growth = 1 + stakeFraction * unitReturn;
    if (!(stakeFraction >= 0 && stakeFraction <= 1) || !(growth > 0)) {
      throw new DomainError(
        'INVALID_ARGUMENT',
        `Stake fraction ${stakeFraction} with return ${unitReturn} ruins the bankroll`,
      );
    }
    return Math.log(growth);
  });
  return total(logs) / logs.length;
}

export interface Classification {
  predicted: boolean;
  actual: boolean;
}

function counts(items: readonly Classification[]) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  for (const { predicted, actual } of items) {
    if (predicted && actual) tp++;
    else if (predicted) fp++;
    else if (actual) fn++;
    else tn++;
  }
  return { tp, fp, fn, tn };
}

/** Share of correct predictions. @example accuracy([{ predicted: true, actual: true }, { predicted: true, actual: false }]) // 0.5 */
export function accuracy(items: readonly Classification[]): number {
  if (items.length === 0) throw new DomainError('INVALID_ARGUMENT', 'Accuracy needs at least one prediction');
  const { tp, tn } = counts(items);
  return (tp + tn) / items.length;
}

/** tp / (tp + fp); 0 when nothing was predicted positive. @example precision([{ predicted: true, actual: true }]) // 1 */
export function precision(items: readonly Classification[]): number {
  const { tp, fp } = counts(items);
  return tp + fp === 0 ? 0 : tp / (tp + fp);
}

/** tp / (tp + fn); 0 when nothing was actually positive. @example recall([{ predicted: false, actual: true }]) // 0 */
export function recall(items: readonly Classification[]): number {
  const { tp, fn } = counts(items);
  return tp + fn === 0 ? 0 : tp / (tp + fn);
}
