import { DEFAULT_PICK_RULES, type ReplayCandidate } from '@arcade/core';
import { MARKETS, type Market } from '../../../db/schema/enums';
import type { BacktestCandidateRow } from '../../../db/schema/index';
import type { GradedPickRow } from './formula-sources.repository';

/**
 * What stands in for a variable a pick's analysis log lacks (manual picks, picks from before a field
 * was logged). Each is the value that says "nothing known" in the policy's own terms:
 * - `agreement` 0 and `strategies` 0: no strategy was asked (core's pickNumbers reads 0 the same way);
 * - `bookmakers` 3: the fewest books any generated pick was priced on (DEFAULT_PICK_RULES.minBookmakers);
 * - `lineMove` 0: no move seen, as price-selection measures a market without an opening;
 * - `pMarketFair` 1/odds: the price's own implied probability (no edge over the market);
 * - `hoursToStart` 0 when the pick has no start time.
 */
const NEUTRAL_VALUES = {
  agreement: 0,
  strategies: 0,
  bookmakers: DEFAULT_PICK_RULES.minBookmakers,
  lineMove: 0,
  hoursToStart: 0,
} as const;

type NeutralVariable = keyof typeof NEUTRAL_VALUES | 'pMarketFair';

export interface PickCandidate {
  candidate: ReplayCandidate;
  /** The formula variables this pick's numbers did not hold. */
  neutral: NeutralVariable[];
}

/** A share logged as a percent (over 1) is read as a fraction; generation logs fractions. */
const asShare = (value: number) => (value > 1 ? value / 100 : value);

/** A graded (or pending published) pick as a replay candidate, neutral values where its log is silent. */
export function pickCandidate(row: GradedPickRow): PickCandidate {
  const neutral: NeutralVariable[] = [];
  const orNeutral = (name: keyof typeof NEUTRAL_VALUES, value: number | null): number => {
    if (value !== null && Number.isFinite(value)) return value;
    neutral.push(name);
    return NEUTRAL_VALUES[name];
  };
  if (row.pMarketFair === null) neutral.push('pMarketFair');
  const start = row.eventStartTime ?? row.timestamp;
  return {
    candidate: {
      source: 'picks',
      eventKey: row.eventId ?? row.id,
      startTime: start,
      sport: row.sport,
      market: row.market,
      odds: row.odds,
      pModel: row.pModel,
      pMarketFair: row.pMarketFair ?? 1 / row.odds,
      agreement: asShare(orNeutral('agreement', row.agreement)),
      strategies: orNeutral('strategies', row.strategies),
      bookmakers: orNeutral('bookmakers', row.bookmakers),
      hoursToStart: orNeutral(
        'hoursToStart',
        row.eventStartTime ? (row.eventStartTime.getTime() - row.timestamp.getTime()) / 3_600_000 : null,
      ),
      lineMove: orNeutral('lineMove', row.lineMove),
      checkSweetSpot: false,
      result: row.result,
      closeFair: row.pMarketClose,
    },
    neutral,
  };
}

/** A product run's candidate: every number was stored when it was priced. */
export function historyCandidate(row: BacktestCandidateRow): ReplayCandidate {
  const market = row.market as Market;
  // Only the product backtest writes these rows, with the policy's own markets.
  if (!MARKETS.includes(market)) throw new Error(`backtest candidate ${row.id} has market ${row.market}`);
  return {
    source: 'history',
    eventKey: `${row.runId}:${row.matchKey}`,
    startTime: row.startTime,
    sport: row.sport,
    market,
    odds: row.odds,
    pModel: row.pModel,
    pMarketFair: row.pMarketFair,
    agreement: row.agreement,
    strategies: row.strategies,
    bookmakers: row.bookmakers,
    hoursToStart: row.hoursToStart,
    lineMove: row.lineMove,
    checkSweetSpot: true,
    result: row.result,
    closeFair: row.closeFair,
  };
}
