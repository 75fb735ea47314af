import type { Outcome } from '../consensus/consensus';
import type { OddsQuote } from '../market/quotes';
import type { TeamEpa } from '../models/epa';
import type { PlayerSeason } from '../models/nba-team-value';

export type Sport = 'soccer' | 'nfl' | 'baseball' | 'nba' | 'nhl';
export type StrategyName =
  | 'danyscore'
  | 'danyscore-nba'
  | 'massey'
  | 'epa'
  | 'poisson'
  | 'clv'
  | 'market-inefficiency'
  | 'sharp-money';

export interface PastGame {
  date: Date;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  /** The de-vigged closing probabilities of the game, when the history kept its prices. */
  market?: Partial<Record<Outcome, number>>;
}

export interface BetSplit {
  homeBetsPercentage: number;
  awayBetsPercentage: number;
  homeMoneyPercentage: number;
  awayMoneyPercentage: number;
  timestamp: Date;
}

/** What a strategy may see of one upcoming event: only what a real provider gives. */
export interface MatchContext {
  event: { id: string; sport: Sport; league: string; homeTeam: string; awayTeam: string; startTime: Date };
  /** Decision time: nothing after it may be used. */
  asOf: Date;
  /** Every odds snapshot seen so far, opening to current, from every bookmaker. */
  quotes: readonly OddsQuote[];
  splits?: readonly BetSplit[];
  rosters?: { home: readonly PlayerSeason[]; away: readonly PlayerSeason[] };
  epa?: { home: TeamEpa; away: TeamEpa };
  /**
   * Uploaded Massey ratings of the two teams (points on neutral ground), the file's home advantage, and
   * which upload they come from (named in the strategy's key factors).
   */
  massey?: {
    home: number;
    away: number;
    homeAdvantage?: number;
    source?: { id: string; uploadedAt: string };
  };
}

/** A reason in data, translated by the interface: `{ code: 'elo_gap', values: { gap: 85 } }`. */
export interface KeyFactor {
  code: string;
  values: Record<string, number | string>;
}

/**
 * A model's probability on a quoted handicap or total line: for `spreads`, that the home side covers
 * `line` (home score + line > away score); for `totals`, that the total goes over `line`. Only half
 * lines (x.5), which cannot push.
 */
export interface LinePrediction {
  market: 'spreads' | 'totals';
  line: number;
  probability: number;
}

export type StrategyResult =
  | {
      kind: 'prediction';
      strategy: StrategyName;
      winner: Outcome;
      probabilities: Partial<Record<Outcome, number>>;
      keyFactors: KeyFactor[];
      /** Lines the model can price, for the lines the books quote. */
      lines?: LinePrediction[];
    }
  | { kind: 'abstain'; strategy: StrategyName; reason: string };

/** Past results of one league, strictly before `asOf`, for strategies that fit a model once per run. */
export interface LeagueHistory {
  sport: Sport;
  league: string;
  asOf: Date;
  games: readonly PastGame[];
}

export interface Strategy {
  name: StrategyName;
  sports: readonly Sport[];
  /** 'market' strategies read prices (and splits); their probabilities are the market's, not a model's. */
  source: 'model' | 'market';
  /** Fits whatever the strategy needs from history once, then predicts many events. */
  prepare(history: LeagueHistory): (match: MatchContext) => StrategyResult;
}

export const abstain = (strategy: StrategyName, reason: string): StrategyResult => ({
  kind: 'abstain',
  strategy,
  reason,
});

/** The prediction of the likeliest outcome among the probabilities given. */
export function predictFrom(
  strategy: StrategyName,
  probabilities: Partial<Record<Outcome, number>>,
  keyFactors: KeyFactor[],
): StrategyResult {
  const entries = Object.entries(probabilities) as [Outcome, number][];
  const [winner] = entries.reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  return { kind: 'prediction', strategy, winner, probabilities, keyFactors };
}

export const outcomesFor = (sport: Sport): Outcome[] =>
  sport === 'soccer' ? ['home', 'draw', 'away'] : ['home', 'away'];

const isHalfLine = (line: number) => Math.abs((line * 2) % 2) === 1;

/**
 * The half lines the books quote for an event, as the home line of spreads and the total line:
 * `{ spreads: [-3.5, …], totals: [2.5, …] }` (spreads quoted on the away side are turned around).
 */
export function quotedLines(match: MatchContext): { spreads: number[]; totals: number[] } {
  const spreads = new Set<number>();
  const totals = new Set<number>();
  for (const quote of match.quotes) {
    if (quote.line === null || quote.line === undefined || !isHalfLine(quote.line)) continue;
    if (quote.market === 'totals') totals.add(quote.line);
    if (quote.market === 'spreads') spreads.add(quote.selection === 'away' ? -quote.line : quote.line);
  }
  return { spreads: [...spreads].sort((a, b) => a - b), totals: [...totals].sort((a, b) => a - b) };
}
