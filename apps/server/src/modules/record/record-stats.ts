import type {
  PickResult,
  RecordCalibrationBand,
  RecordHeadline,
  RecordProfitPoint,
  Tier,
} from '@arcade/contracts';
import { roiInterval } from '@arcade/core';
import { unitsOf } from '../kpis/tier-kpis';

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

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Counts, hit rate of decided picks, units, ROI = profit / staked with its 95% interval (core's
 * stake-weighted normal approximation, over the picks that were staked), mean CLV and the share of
 * picks that beat the closing line (CLV > 0), both over the picks that have a CLV.
 */
export function recordHeadline(picks: readonly GradedPick[]): RecordHeadline {
  const count = (result: PickResult) => picks.filter((pick) => pick.result === result).length;
  const wins = count('win');
  const losses = count('loss');
  const staked = sum(picks.map((pick) => pick.stake));
  const profit = sum(picks.map((pick) => pick.profit ?? 0));
  const bets = picks.flatMap((pick) =>
    pick.stake > 0 && pick.profit !== null ? [{ stake: pick.stake, profit: pick.profit }] : [],
  );
  const interval = bets.length >= 2 ? roiInterval(bets) : null;
  const clvs = picks.flatMap((pick) => (pick.clv === null ? [] : [pick.clv]));
  return {
    picks: picks.length,
    wins,
    losses,
    pushes: count('push'),
    hitRate: wins + losses === 0 ? null : wins / (wins + losses),
    unitsWon: round(sum(picks.map(unitsOf)), 4),
    roi: staked > 0 ? profit / staked : null,
    roiInterval: interval ? { low: interval.low, high: interval.high } : null,
    meanClv: clvs.length === 0 ? null : sum(clvs) / clvs.length,
    beatCloseShare: clvs.length === 0 ? null : clvs.filter((clv) => clv > 0).length / clvs.length,
    clvPicks: clvs.length,
  };
}

/** The day (UTC) of a date, `YYYY-MM-DD`. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Oldest first: by date, then by when the pick was made. */
function chronological(a: GradedPick, b: GradedPick): number {
  return a.date.getTime() - b.date.getTime() || a.timestamp.getTime() - b.timestamp.getTime();
}

/** Cumulative units at the end of each day that has picks, oldest first: the profit chart. */
export function profitSeries(picks: readonly GradedPick[]): RecordProfitPoint[] {
  const points: RecordProfitPoint[] = [];
  let units = 0;
  let count = 0;
  for (const pick of [...picks].sort(chronological)) {
    units += unitsOf(pick);
    count += 1;
    const date = dayOf(pick.date);
    const last = points.at(-1);
    if (last?.date === date) {
      last.units = round(units, 4);
      last.picks = count;
    } else points.push({ date, units: round(units, 4), picks: count });
  }
  return points;
}

/**
 * Edges of the calibration bands. Picks need pModel ≥ minProbability (0.5 by default) and rarely
 * exceed 0.8; manual picks and a lowered minimum land below, so the ends are open bands.
 */
export const CALIBRATION_EDGES = [0, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 1] as const;

/** Decided picks per pModel band [from, to) (the last band includes 1) against their observed win rate. */
export function calibrationBands(picks: readonly GradedPick[]): RecordCalibrationBand[] {
  const decided = picks.filter((pick) => pick.result !== 'push');
  return CALIBRATION_EDGES.slice(0, -1).map((from, i) => {
    const to = CALIBRATION_EDGES[i + 1] as number;
    const isLast = i === CALIBRATION_EDGES.length - 2;
    const inBand = decided.filter(
      (pick) => pick.pModel >= from && (pick.pModel < to || (isLast && pick.pModel <= to)),
    );
    const wins = inBand.filter((pick) => pick.result === 'win').length;
    return {
      from,
      to,
      picks: inBand.length,
      wins,
      winRate: inBand.length === 0 ? null : wins / inBand.length,
    };
  });
}
