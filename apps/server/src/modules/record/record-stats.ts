import type {
  PickResult,
  RecordCalibrationBand,
  RecordHeadline,
  RecordProfitPoint,
  Tier,
} from '@arcade/contracts';
import {
  emptyRecordTotals,
  recordBetSums,
  type RecordBetSums,
  recordHitRate,
  recordRatios,
  recordRoiInterval,
  type RecordTotals,
  recordTotals,
  roundUnits,
} from '@arcade/core';

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
 * exceed 0.8; manual picks and a lowered minimum land below, so the ends are open bands. The
 * database's `pick_record_band` (migration 0017) states the same edges.
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
export interface RecordSums extends Omit<RecordTotals, 'pending'>, RecordBetSums {
  day: string;
  band: number | null;
}

/** The day (UTC) of a date, `YYYY-MM-DD`. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

const emptySums = (day: string, band: number | null): RecordSums => {
  const { pending: _pending, ...totals } = emptyRecordTotals();
  return { day, band, ...totals, ...recordBetSums([]) };
};

/**
 * The sums of some graded picks, a group a day and band (what the database computes the same of):
 * core's recordTotals and recordBetSums of each group.
 */
export function sumsOf(picks: readonly GradedPick[]): RecordSums[] {
  const groups = new Map<string, { day: string; band: number | null; picks: GradedPick[] }>();
  for (const pick of picks) {
    const day = dayOf(pick.date);
    const band = bandOf(pick.pModel);
    const key = `${day}|${band}`;
    const group = groups.get(key) ?? { day, band, picks: [] };
    group.picks.push(pick);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ day, band, picks: inGroup }) => {
    const { pending: _pending, ...totals } = recordTotals(inGroup);
    return { day, band, ...totals, ...recordBetSums(inGroup) };
  });
}

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
 * Counts, hit rate of decided picks, units, ROI = profit / staked with its 95% interval (core's
 * stake-weighted normal approximation, over the picks that were staked), mean CLV and the share of
 * picks that beat the closing line (CLV > 0), both over the picks that have a CLV.
 */
function headlineOf(sums: RecordSums): RecordHeadline {
  const ratios = recordRatios(sums);
  return {
    picks: sums.picks,
    wins: sums.wins,
    losses: sums.losses,
    pushes: sums.pushes,
    hitRate: ratios.hitRate,
    unitsWon: ratios.unitsWon,
    roi: ratios.roi,
    roiInterval: recordRoiInterval(sums),
    meanClv: ratios.meanClv,
    beatCloseShare: ratios.beatCloseShare,
    clvPicks: sums.clvCount,
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
    return { date, units: roundUnits(units), picks };
  });
}

/** Decided picks per pModel band [from, to) (the last band includes 1) against their observed win rate. */
function calibrationOf(groups: readonly RecordSums[]): RecordCalibrationBand[] {
  return CALIBRATION_EDGES.slice(0, -1).map((from, i) => {
    const inBand = groups.filter((group) => group.band === i);
    const wins = inBand.reduce((n, group) => n + group.wins, 0);
    const losses = inBand.reduce((n, group) => n + group.losses, 0);
    return {
      from,
      to: CALIBRATION_EDGES[i + 1] as number,
      picks: wins + losses,
      wins,
      winRate: recordHitRate(wins, losses),
    };
  });
}

interface RecordFigures {
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
