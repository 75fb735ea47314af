import type {
  PickResult,
  RecordCalibrationBand,
  RecordHeadline,
  RecordProfitPoint,
  Tier,
} from '@arcade/contracts';
import { unitsOf } from '../kpis';

/** What the record's figures are computed from: one graded pick. */
export interface GradedPick {
  /** The event's start, or when a manual pick was made. */
  date: Date;
  timestamp: Date;
  tier: Tier;
  odds: number;
  stake: number;
  pModel: number;
  result: PickResult;
  profit: number | null;
  clv: number | null;
}

/**
 * Edges of the calibration bands. Picks need pModel ≥ minProbability (0.5 by default) and rarely
 * exceed 0.8; manual picks and a lowered minimum land below, so the ends are open bands.
 */
export const CALIBRATION_EDGES = [0, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 1] as const;

/** The band of a pModel: [from, to), the last one including 1; null outside them all. */
export function bandOf(pModel: number): number | null {
  const last = CALIBRATION_EDGES.length - 2;
  for (let i = 0; i <= last; i += 1) {
    const from = CALIBRATION_EDGES[i] as number;
    const to = CALIBRATION_EDGES[i + 1] as number;
    if (pModel >= from && (pModel < to || (i === last && pModel <= to))) return i;
  }
  return null;
}

/**
 * Counts and sums over the graded picks of one day (UTC) and one calibration band: what the
 * record's figures are computed from, so that the database (record.repository.ts recordSums) and
 * this file (sumsOf) give the same inputs to one final step (recordFigures).
 */
export interface RecordSums {
  day: string;
  band: number | null;
  picks: number;
  wins: number;
  losses: number;
  pushes: number;
  staked: number;
  /** Σ profit, a missing one counting 0. */
  profit: number;
  /** Σ unitsOf. */
  units: number;
  /** The staked picks with a profit (the ROI interval's bets): count, Σ s, Σ p, Σ p²/s, Σ s². */
  bets: number;
  betStake: number;
  betProfit: number;
  betProfitSqOverStake: number;
  betStakeSq: number;
  /** The picks with a CLV: Σ CLV, how many, how many above zero. */
  clvSum: number;
  clvCount: number;
  clvAbove: number;
}

/** The day (UTC) of a date, `YYYY-MM-DD`. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

const emptySums = (day: string, band: number | null): RecordSums => ({
  day,
  band,
  picks: 0,
  wins: 0,
  losses: 0,
  pushes: 0,
  staked: 0,
  profit: 0,
  units: 0,
  bets: 0,
  betStake: 0,
  betProfit: 0,
  betProfitSqOverStake: 0,
  betStakeSq: 0,
  clvSum: 0,
  clvCount: 0,
  clvAbove: 0,
});

/** The sums of some graded picks, a group a day and band (what the database computes the same of). */
export function sumsOf(picks: readonly GradedPick[]): RecordSums[] {
  const groups = new Map<string, RecordSums>();
  for (const pick of picks) {
    const day = dayOf(pick.date);
    const band = bandOf(pick.pModel);
    const key = `${day}|${band}`;
    let sums = groups.get(key);
    if (!sums) {
      sums = emptySums(day, band);
      groups.set(key, sums);
    }
    sums.picks += 1;
    if (pick.result === 'win') sums.wins += 1;
    else if (pick.result === 'loss') sums.losses += 1;
    else sums.pushes += 1;
    sums.staked += pick.stake;
    sums.profit += pick.profit ?? 0;
    sums.units += unitsOf(pick);
    if (pick.stake > 0 && pick.profit !== null) {
      sums.bets += 1;
      sums.betStake += pick.stake;
      sums.betProfit += pick.profit;
      sums.betProfitSqOverStake += (pick.profit * pick.profit) / pick.stake;
      sums.betStakeSq += pick.stake * pick.stake;
    }
    if (pick.clv !== null) {
      sums.clvSum += pick.clv;
      sums.clvCount += 1;
      if (pick.clv > 0) sums.clvAbove += 1;
    }
  }
  return [...groups.values()];
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Adds up every numeric field of some groups. */
function total(groups: readonly RecordSums[]): RecordSums {
  const all = emptySums('', null);
  for (const group of groups) {
    for (const key of Object.keys(all) as (keyof RecordSums)[]) {
      if (key !== 'day' && key !== 'band') all[key] += group[key];
    }
  }
  return all;
}

/**
 * The ROI's 95% interval from the bets' sums: core's roiInterval (stake-weighted variance of the
 * per-unit returns around the ROI, over the effective number of bets) with its sums expanded,
 * Σ wᵢ(rᵢ − roi)² = (Σ pᵢ²/sᵢ − 2·roi·Σ pᵢ + roi²·S) / S and n_eff = S² / Σ sᵢ².
 */
function roiIntervalOf(sums: RecordSums, z = 1.96): { low: number; high: number } | null {
  if (sums.bets < 2) return null;
  const staked = sums.betStake;
  const roi = sums.betProfit / staked;
  const variance = Math.max(
    0,
    (sums.betProfitSqOverStake - 2 * roi * sums.betProfit + roi * roi * staked) / staked,
  );
  const effectiveN = (staked * staked) / sums.betStakeSq;
  const halfWidth = z * Math.sqrt(variance / Math.max(1, effectiveN - 1));
  return { low: roi - halfWidth, high: roi + halfWidth };
}

/**
 * Counts, hit rate of decided picks, units, ROI = profit / staked with its 95% interval (core's
 * stake-weighted normal approximation, over the picks that were staked), mean CLV and the share of
 * picks that beat the closing line (CLV > 0), both over the picks that have a CLV.
 */
function headlineOf(sums: RecordSums): RecordHeadline {
  const { wins, losses, staked, profit, clvCount } = sums;
  return {
    picks: sums.picks,
    wins,
    losses,
    pushes: sums.pushes,
    hitRate: wins + losses === 0 ? null : wins / (wins + losses),
    unitsWon: round(sums.units, 4),
    roi: staked > 0 ? profit / staked : null,
    roiInterval: roiIntervalOf(sums),
    meanClv: clvCount === 0 ? null : sums.clvSum / clvCount,
    beatCloseShare: clvCount === 0 ? null : sums.clvAbove / clvCount,
    clvPicks: clvCount,
  };
}

/** Cumulative units at the end of each day that has picks, oldest first: the profit chart. */
function seriesOf(groups: readonly RecordSums[]): RecordProfitPoint[] {
  const byDay = new Map<string, { units: number; picks: number }>();
  for (const group of groups) {
    const day = byDay.get(group.day) ?? { units: 0, picks: 0 };
    day.units += group.units;
    day.picks += group.picks;
    byDay.set(group.day, day);
  }
  let units = 0;
  let picks = 0;
  return [...byDay.keys()].sort().map((date) => {
    const day = byDay.get(date) as { units: number; picks: number };
    units += day.units;
    picks += day.picks;
    return { date, units: round(units, 4), picks };
  });
}

/** Decided picks per pModel band [from, to) (the last band includes 1) against their observed win rate. */
function calibrationOf(groups: readonly RecordSums[]): RecordCalibrationBand[] {
  return CALIBRATION_EDGES.slice(0, -1).map((from, i) => {
    const inBand = groups.filter((group) => group.band === i);
    const picks = inBand.reduce((n, group) => n + group.picks - group.pushes, 0);
    const wins = inBand.reduce((n, group) => n + group.wins, 0);
    return {
      from,
      to: CALIBRATION_EDGES[i + 1] as number,
      picks,
      wins,
      winRate: picks === 0 ? null : wins / picks,
    };
  });
}

export interface RecordFigures {
  headline: RecordHeadline;
  profitSeries: RecordProfitPoint[];
  calibration: RecordCalibrationBand[];
}

/** The record's figures from its sums, whoever computed them. */
export function recordFigures(groups: readonly RecordSums[]): RecordFigures {
  return {
    headline: headlineOf(total(groups)),
    profitSeries: seriesOf(groups),
    calibration: calibrationOf(groups),
  };
}

/** The headline of some graded picks (see headlineOf). */
export const recordHeadline = (picks: readonly GradedPick[]): RecordHeadline =>
  headlineOf(total(sumsOf(picks)));

/** The profit chart of some graded picks (see seriesOf). */
export const profitSeries = (picks: readonly GradedPick[]): RecordProfitPoint[] => seriesOf(sumsOf(picks));

/** The calibration of some graded picks (see calibrationOf). */
export const calibrationBands = (picks: readonly GradedPick[]): RecordCalibrationBand[] =>
  calibrationOf(sumsOf(picks));
