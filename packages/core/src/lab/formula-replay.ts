import { type CompiledFormula, formulaVerdict, type FormulaScope } from '../formula/index';
import { FormulaError, type FormulaErrorData } from '../formula/formula-error';
import { betProfit } from '../grading/grading';
import { roiInterval, type SettledBet } from '../metrics/betting';
import { DEFAULT_PICK_RULES } from '../market/evaluation';
import type { PolicyMarket } from '../policy/pooled-forecast';
import { DEFAULT_POLICY_SETTINGS, formulaScope } from '../policy/price-selection';
import { choosePicks, DEFAULT_PICK_COUNT } from '../policy/select-picks';
import { kellyStake, roundCents } from '../staking/staking';

/** Where a replayed candidate comes from: a graded (or published, pending) pick, or a backtest candidate. */
export type ReplaySource = 'picks' | 'history';

/** One stored decision the formula is replayed over, with everything its scope and its grading need. */
export interface ReplayCandidate {
  source: ReplaySource;
  /** Groups the candidates of one match (at most `maxPicksPerEvent` are taken). */
  eventKey: string;
  /** The match's start: its UTC day groups candidates for the daily count and draws the profit curve. */
  startTime: Date;
  sport: string;
  market: PolicyMarket;
  odds: number;
  pModel: number;
  pMarketFair: number;
  agreement: number;
  strategies: number;
  bookmakers: number;
  hoursToStart: number;
  lineMove: number;
  /** Backtest candidates are held to the sweet spot (unless a formula overrides it); graded picks were already chosen. */
  checkSweetSpot: boolean;
  /** null: not graded yet (pending). */
  result: 'win' | 'loss' | 'push' | null;
  /** De-vigged closing probability of the selection, when the close is known. */
  closeFair: number | null;
}

/** The rules a formula is replayed with (the four parameters, plus the stake cap and the counts). */
export interface ReplayParameters {
  edgeThreshold: number;
  minOdds: number;
  minProbability: number;
  kellyFraction: number;
  maxStakePercent: number;
  /** Decimal odds of the sweet spot; its lower end is minOdds in the configuration. */
  sweetSpot: { min: number; max: number };
  /** Picks per day and source at most; core's DEFAULT_PICK_COUNT when absent. */
  pickCount?: number;
  maxPicksPerEvent: number;
  /** 1000 when absent. */
  bankroll?: number;
}

export interface ProfitPoint {
  /** UTC day, YYYY-MM-DD. */
  date: string;
  /** Cumulative profit at the end of that day (after that bet, on a per-bet curve: see profitCurve). */
  profit: number;
}

/** What a replay answers (the formula test result, plus CLV and the ROI's interval). */
export interface ReplayFigures {
  totalPicks: number;
  wins: number;
  losses: number;
  pushes: number;
  pending: number;
  /** wins / (wins + losses); null without a decided bet. */
  winRate: number | null;
  /** profit / staked over settled bets; null when nothing was staked. */
  roi: number | null;
  profit: number;
  staked: number;
  /** Mean `odds × closeFair − 1` over the taken bets with a known close; null without one. */
  clv: number | null;
  beatCloseRate: number | null;
  clvBets: number;
  /** 95% interval of the ROI (core's roiInterval); null with fewer than two staked, settled bets. */
  roiInterval: { low: number; high: number } | null;
  /** Candidates on which the formula failed to evaluate (e.g. a division by zero): not taken. */
  formulaErrors: number;
  /** The first such failure (its code, parameters and column), to show the author. */
  firstFormulaError: FormulaErrorData | null;
  /** Daily running profit, or per bet when the bets span few days (profitCurve). */
  curve: ProfitPoint[];
}

/** Longest profit curve a replay answers; longer ones are thinned evenly, keeping the last point. */
export const MAX_CURVE_POINTS = 200;
const DEFAULT_BANKROLL = 1000;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

interface Priced {
  candidate: ReplayCandidate;
  score: number | null;
  evaluation: { edge: number };
}

/** The formula's scope for a candidate: its numbers and the parameters it is replayed with (core's formulaScope). */
export function replayScope(candidate: ReplayCandidate, parameters: ReplayParameters): FormulaScope {
  return formulaScope(
    {
      pModel: candidate.pModel,
      pMarketFair: candidate.pMarketFair,
      edge: candidate.pModel * candidate.odds - 1,
      odds: candidate.odds,
      agreement: candidate.agreement,
      strategies: candidate.strategies,
      bookmakers: candidate.bookmakers,
      hoursToStart: candidate.hoursToStart,
      lineMove: candidate.lineMove,
      sport: candidate.sport,
      market: candidate.market,
    },
    {
      ...DEFAULT_POLICY_SETTINGS,
      rules: {
        ...DEFAULT_PICK_RULES,
        edgeThreshold: parameters.edgeThreshold,
        minOdds: parameters.minOdds,
        minProbability: parameters.minProbability,
        sweetSpot: parameters.sweetSpot,
      },
      kellyFraction: parameters.kellyFraction,
      maxStakePercent: parameters.maxStakePercent,
    },
  );
}

/** Fewer days than this and a daily curve says little (one point draws no line): one point per bet instead. */
export const MIN_CURVE_DAYS = 3;

/**
 * The running profit of settled bets in start order: one point per UTC day (its closing total), or,
 * when the bets fall on fewer than MIN_CURVE_DAYS days, one point per bet in order (dates repeat).
 *
 * @example profitCurve([{ day: '2024-03-01', profit: 5 }, { day: '2024-03-01', profit: -2 }])
 * // [{ date: '2024-03-01', profit: 5 }, { date: '2024-03-01', profit: 3 }]
 */
export function profitCurve(settled: readonly { day: string; profit: number }[]): ProfitPoint[] {
  const perBet: ProfitPoint[] = [];
  let running = 0;
  for (const bet of settled) {
    running = roundCents(running + bet.profit);
    perBet.push({ date: bet.day, profit: running });
  }
  const daily = perBet.filter((point, index) => perBet[index + 1]?.date !== point.date);
  return daily.length < MIN_CURVE_DAYS ? perBet : daily;
}

/** Thins a curve to at most `max` points, evenly, always keeping the first and the last. */
export function thinCurve(points: readonly ProfitPoint[], max = MAX_CURVE_POINTS): ProfitPoint[] {
  if (points.length <= max) return [...points];
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => points[Math.round(i * step)] as ProfitPoint);
}

/**
 * Replays a pick formula over stored decisions. A candidate is
 * taken when edge `pModel × odds − 1` ≥ edgeThreshold, odds ≥ minOdds, pModel ≥ minProbability and
 * the formula accepts it (a boolean filters; a number ranks and needs > 0). Backtest candidates must
 * also sit in the sweet spot unless a formula is set: generation lets a formula that accepts a
 * candidate override the sweet spot (policy/price-selection), so with a formula the sweet spot never
 * refuses one, and without one it always applies. Per source and UTC day of the match at most
 * `pickCount` are taken and per match at most `maxPicksPerEvent`, ranked by the formula's score else
 * by edge (core's choosePicks). Each is staked by fractional Kelly on the bankroll, capped at
 * maxStakePercent; profit is win stake × (odds − 1), loss −stake, push 0, pending nothing.
 *
 * @example replayFormula([win at 2.10, p 0.52], null, { edgeThreshold: 0.02, … kellyFraction: 0.25, maxStakePercent: 0.015 })
 * // { totalPicks: 1, wins: 1, staked: 15, profit: 16.5, roi: 1.1, … }
 */
export function replayFormula(
  candidates: readonly ReplayCandidate[],
  formula: CompiledFormula | null,
  parameters: ReplayParameters,
): ReplayFigures {
  const bankroll = parameters.bankroll ?? DEFAULT_BANKROLL;
  let formulaErrors = 0;
  let firstFormulaError: FormulaErrorData | null = null;
  const byDay = new Map<string, Priced[]>();
  for (const candidate of candidates) {
    const { odds, pModel } = candidate;
    if (!(odds > 1 && pModel > 0 && pModel < 1)) continue;
    const edge = pModel * odds - 1;
    if (edge < parameters.edgeThreshold || odds < parameters.minOdds || pModel < parameters.minProbability)
      continue;
    let verdict: { accepted: boolean; score: number | null } = { accepted: true, score: null };
    if (formula) {
      try {
        verdict = formulaVerdict(formula.evaluate(replayScope(candidate, parameters)));
      } catch (error) {
        if (!(error instanceof FormulaError)) throw error;
        formulaErrors++;
        firstFormulaError ??= error.toData();
        continue;
      }
      if (!verdict.accepted) continue;
    } else if (
      candidate.checkSweetSpot &&
      (odds < parameters.sweetSpot.min || odds > parameters.sweetSpot.max)
    ) {
      continue;
    }
    const key = `${candidate.source}:${dayOf(candidate.startTime)}`;
    const list = byDay.get(key) ?? [];
    list.push({ candidate, score: verdict.score, evaluation: { edge } });
    byDay.set(key, list);
  }

  const taken: { candidate: ReplayCandidate; stake: number }[] = [];
  for (const list of byDay.values()) {
    const { chosen } = choosePicks(
      list,
      {
        pickCount: parameters.pickCount ?? DEFAULT_PICK_COUNT,
        maxPicksPerEvent: parameters.maxPicksPerEvent,
        eventOf: (priced) => `${priced.candidate.source}:${priced.candidate.eventKey}`,
      },
      (priced) => ({
        candidate: priced.candidate,
        stake: kellyStake({
          bankroll,
          probability: priced.candidate.pModel,
          odds: priced.candidate.odds,
          fraction: parameters.kellyFraction,
          maxStakePercent: parameters.maxStakePercent,
        }).stake,
      }),
    );
    taken.push(...chosen);
  }
  return { ...figuresOf(taken), formulaErrors, firstFormulaError };
}

function figuresOf(taken: readonly { candidate: ReplayCandidate; stake: number }[]) {
  const ordered = [...taken].sort(
    (a, b) => a.candidate.startTime.getTime() - b.candidate.startTime.getTime(),
  );
  const count = (result: ReplayCandidate['result']) =>
    ordered.filter(({ candidate }) => candidate.result === result).length;
  const settled: (SettledBet & { day: string })[] = ordered.flatMap(({ candidate, stake }) =>
    candidate.result === null
      ? []
      : [
          {
            stake,
            profit: betProfit(candidate.result, stake, candidate.odds),
            day: dayOf(candidate.startTime),
          },
        ],
  );
  const staked = roundCents(settled.reduce((sum, bet) => sum + bet.stake, 0));
  const profit = roundCents(settled.reduce((sum, bet) => sum + bet.profit, 0));
  const wins = count('win');
  const losses = count('loss');
  const closes = ordered.flatMap(({ candidate }) =>
    candidate.closeFair !== null && candidate.closeFair > 0 && candidate.closeFair < 1
      ? [candidate.odds * candidate.closeFair - 1]
      : [],
  );
  const staking = settled.filter((bet) => bet.stake > 0);
  const interval = staking.length >= 2 ? roiInterval(staking) : null;

  const curve = profitCurve(settled);

  return {
    totalPicks: ordered.length,
    wins,
    losses,
    pushes: count('push'),
    pending: count(null),
    winRate: wins + losses > 0 ? wins / (wins + losses) : null,
    roi: staked > 0 ? profit / staked : null,
    profit,
    staked,
    clv: closes.length > 0 ? closes.reduce((s, v) => s + v, 0) / closes.length : null,
    beatCloseRate: closes.length > 0 ? closes.filter((v) => v > 0).length / closes.length : null,
    clvBets: closes.length,
    roiInterval: interval ? { low: interval.low, high: interval.high } : null,
    curve: thinCurve(curve),
  };
}
