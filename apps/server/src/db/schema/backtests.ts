import { check, index, integer, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, decimalOdds, money, probability, ratio, timestamptz } from './columns';
import { BACKTEST_STATUSES, type BacktestStatus, oneOf, SPORTS, type Sport } from './enums';

export type BacktestParameters = Record<string, unknown>;

/** Proper scoring rules next to the market's on the same matches (decisions §8). */
export interface ScoringRules {
  brier: number | null;
  logLoss: number | null;
  rps: number | null;
  marketBrier: number | null;
  marketLogLoss: number | null;
  marketRps: number | null;
}

export const backtestRuns = pgTable(
  'backtest_runs',
  {
    id: uuid().primaryKey().defaultRandom(),
    sport: text().$type<Sport>().notNull(),
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
    parametersUsed: jsonb().$type<BacktestParameters>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('backtest_results_run_id_idx').on(t.runId),
    check('backtest_results_dataset_type_check', oneOf(t.datasetType, ['train', 'test'])),
  ],
);

export type BacktestRunRow = typeof backtestRuns.$inferSelect;
export type NewBacktestRunRow = typeof backtestRuns.$inferInsert;
export type BacktestResultRow = typeof backtestResults.$inferSelect;
export type NewBacktestResultRow = typeof backtestResults.$inferInsert;
