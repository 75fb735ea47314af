import { boolean, check, index, integer, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, decimalOdds, money, probability, ratio, timestamptz } from './columns';
import { BACKTEST_STATUSES, type BacktestStatus, oneOf, SPORTS, type Sport } from './enums';

export type BacktestParameters = Record<string, unknown>;

/** Proper scoring rules next to the market's on the same matches. */
export interface ScoringRules {
  brier: number | null;
  logLoss: number | null;
  rps: number | null;
  marketBrier: number | null;
  marketLogLoss: number | null;
  marketRps: number | null;
}

/** One band of a reliability diagram: predicted probability against the observed frequency. */
export interface ReliabilityBand {
  low: number;
  high: number;
  count: number;
  meanPredicted: number | null;
  observed: number | null;
}

export const backtestRuns = pgTable(
  'backtest_runs',
  {
    id: uuid().primaryKey().defaultRandom(),
    sport: text().$type<Sport>().notNull(),
    // A strategy name, 'auto', or 'product' (the product's whole pick policy).
    strategy: text().notNull().default('product'),
    dateFrom: timestamptz(),
    dateTo: timestamptz(),
    // Progress of a running run: matches walked so far out of the total.
    progressDone: integer().notNull().default(0),
    progressTotal: integer().notNull().default(0),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    description: text(),
    matchCount: integer().notNull().default(0),
    trainTestSplit: numeric({ precision: 4, scale: 3, mode: 'number' }).notNull().default(0.7),
    parametersConfig: jsonb().$type<BacktestParameters>(),
    overallAccuracy: probability(),
    overallRoi: ratio(),
    totalPicks: integer().notNull().default(0),
    correctPicks: integer().notNull().default(0),
    profitLoss: money(),
    status: text().$type<BacktestStatus>().notNull().default('running'),
    errorMessage: text(),
    startedAt: timestamptz().notNull().defaultNow(),
    completedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    index('backtest_runs_created_at_idx').on(t.createdAt),
    check('backtest_runs_sport_check', oneOf(t.sport, SPORTS)),
    check('backtest_runs_status_check', oneOf(t.status, BACKTEST_STATUSES)),
  ],
);

// Metrics are null where undefined (e.g. precision with no picks).
export const backtestResults = pgTable(
  'backtest_results',
  {
    id: uuid().primaryKey().defaultRandom(),
    runId: uuid()
      .notNull()
      .references(() => backtestRuns.id, { onDelete: 'cascade' }),
    strategyName: text().notNull(),
    datasetType: text().$type<'train' | 'test'>().notNull(),
    accuracy: probability(),
    precision: probability(),
    recall: probability(),
    roi: ratio(),
    profitLoss: money(),
    avgOdds: decimalOdds(),
    kellyScore: ratio(),
    sharpeRatio: ratio(),
    totalPicks: integer().notNull().default(0),
    correctPicks: integer().notNull().default(0),
    incorrectPicks: integer().notNull().default(0),
    avgPredictedProbability: probability(),
    actualWinRate: probability(),
    calibrationError: probability(),
    scoringRules: jsonb().$type<ScoringRules>(),
    // Mean closing-line value of the bets with a close, and the share that beat it.
    clv: ratio(),
    beatCloseRate: probability(),
    // 95% interval of the ROI (null with fewer than two bets).
    roiLow: ratio(),
    roiHigh: ratio(),
    reliability: jsonb().$type<ReliabilityBand[]>(),
    parametersUsed: jsonb().$type<BacktestParameters>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('backtest_results_run_id_idx').on(t.runId),
    check('backtest_results_dataset_type_check', oneOf(t.datasetType, ['train', 'test'])),
  ],
);

/**
 * Every candidate a product-policy run priced before the tunable rules and the formula (walk-forward,
 * so each was priced from data strictly before its match): what "Probar Fórmulas" replays a formula
 * and its parameters over.
 */
export const backtestCandidates = pgTable(
  'backtest_candidates',
  {
    id: uuid().primaryKey().defaultRandom(),
    runId: uuid()
      .notNull()
      .references(() => backtestRuns.id, { onDelete: 'cascade' }),
    matchKey: text().notNull(),
    sport: text().$type<Sport>().notNull(),
    league: text().notNull(),
    homeTeam: text().notNull(),
    awayTeam: text().notNull(),
    startTime: timestamptz().notNull(),
    market: text().notNull().default('h2h'),
    selection: text().notNull(),
    odds: decimalOdds().notNull(),
    pModel: probability().notNull(),
    pMarketFair: probability().notNull(),
    agreement: probability().notNull(),
    strategies: integer().notNull(),
    bookmakers: integer().notNull(),
    hoursToStart: ratio().notNull(),
    // The price's move from opening to the decision, as price-selection measures it (0 without an opening).
    lineMove: ratio().notNull().default(0),
    inSweetSpot: boolean().notNull(),
    result: text().$type<'win' | 'loss' | 'push'>().notNull(),
    closeFair: probability(),
    createdAt: createdAt(),
  },
  (t) => [
    index('backtest_candidates_run_id_idx').on(t.runId),
    check('backtest_candidates_sport_check', oneOf(t.sport, SPORTS)),
    check('backtest_candidates_result_check', oneOf(t.result, ['win', 'loss', 'push'])),
  ],
);

export type BacktestCandidateRow = typeof backtestCandidates.$inferSelect;
export type NewBacktestCandidateRow = typeof backtestCandidates.$inferInsert;
export type BacktestRunRow = typeof backtestRuns.$inferSelect;
export type NewBacktestRunRow = typeof backtestRuns.$inferInsert;
export type BacktestResultRow = typeof backtestResults.$inferSelect;
export type NewBacktestResultRow = typeof backtestResults.$inferInsert;
