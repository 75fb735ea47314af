// Request and response schemas of the analyst's workbench: lab-backtests.
import { z } from 'zod';
import { SportSchema, StrategySchema } from './domain';

/** What a backtest run walks: one strategy, `auto` (every one that applies), or the product's policy. */
export const BacktestStrategySchema = z.enum(['product', ...StrategySchema.options]);
export type BacktestStrategy = z.infer<typeof BacktestStrategySchema>;

export const BacktestStatusSchema = z.enum(['running', 'completed', 'failed', 'cancelled']);
export type BacktestStatus = z.infer<typeof BacktestStatusSchema>;

export const BacktestStakeSchema = z.enum(['kelly', 'flat']);
export type BacktestStake = z.infer<typeof BacktestStakeSchema>;

/** A calendar day (`2024-09-01`) or an ISO instant with its offset. */
const DateInputSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/** POST /api/lab/backtests: the matches of `sport` in [from, to) are predicted walk-forward. */
export const BacktestStartRequestSchema = z
  .object({
    sport: SportSchema,
    strategy: BacktestStrategySchema,
    from: DateInputSchema,
    to: DateInputSchema,
    name: z.string().trim().max(120).optional(),
    stake: BacktestStakeSchema.default('kelly'),
  })
  .strict();
export type BacktestStartRequest = z.infer<typeof BacktestStartRequestSchema>;

export const BacktestRunSchema = z.object({
  id: z.uuid(),
  sport: SportSchema,
  strategy: BacktestStrategySchema,
  name: z.string(),
  stake: BacktestStakeSchema,
  status: BacktestStatusSchema,
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
  progressDone: z.number().int().nonnegative(),
  progressTotal: z.number().int().nonnegative(),
  matchCount: z.number().int().nonnegative(),
  totalPicks: z.number().int().nonnegative(),
  correctPicks: z.number().int().nonnegative(),
  overallAccuracy: z.number().nullable(),
  overallRoi: z.number().nullable(),
  profitLoss: z.number().nullable(),
  errorMessage: z.string().nullable(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type BacktestRun = z.infer<typeof BacktestRunSchema>;

/** Stored history of one sport: what a run can walk. */
export const BacktestCoverageSchema = z.object({
  sport: SportSchema,
  from: z.string(),
  to: z.string(),
  matches: z.number().int().nonnegative(),
  /** First day of the latest season (after the last gap of over 45 days between match days). */
  latestSeasonFrom: z.string(),
});
export type BacktestCoverage = z.infer<typeof BacktestCoverageSchema>;

export const BacktestListResponseSchema = z.object({
  /** The newest 20 runs, newest first. */
  runs: z.array(BacktestRunSchema),
  coverage: z.array(BacktestCoverageSchema),
  /** The strategies that apply to each sport (`auto` and `product` apply to every sport). */
  strategies: z.record(SportSchema, z.array(StrategySchema)),
});
export type BacktestListResponse = z.infer<typeof BacktestListResponseSchema>;

export const BacktestRunResponseSchema = z.object({ run: BacktestRunSchema });
export type BacktestRunResponse = z.infer<typeof BacktestRunResponseSchema>;

export const ReliabilityBandSchema = z.object({
  low: z.number(),
  high: z.number(),
  count: z.number().int().nonnegative(),
  meanPredicted: z.number().nullable(),
  observed: z.number().nullable(),
});
export type ReliabilityBand = z.infer<typeof ReliabilityBandSchema>;

/** Proper scoring rules of the model next to the de-vigged closing market's, on the same matches. */
export const BacktestScoresSchema = z.object({
  rps: z.number().nullable(),
  logLoss: z.number().nullable(),
  brier: z.number().nullable(),
  marketRps: z.number().nullable(),
  marketLogLoss: z.number().nullable(),
  marketBrier: z.number().nullable(),
  /** Matches where both the model and the market had probabilities. */
  scoredMatches: z.number().int().nonnegative(),
});
export type BacktestScores = z.infer<typeof BacktestScoresSchema>;

export const BacktestResultSchema = z.object({
  strategyName: z.string(),
  bets: z.number().int().nonnegative(),
  wins: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  pushes: z.number().int().nonnegative(),
  hitRate: z.number().nullable(),
  roi: z.number().nullable(),
  roiLow: z.number().nullable(),
  roiHigh: z.number().nullable(),
  profit: z.number().nullable(),
  avgOdds: z.number().nullable(),
  clv: z.number().nullable(),
  beatCloseRate: z.number().nullable(),
  sharpe: z.number().nullable(),
  calibrationError: z.number().nullable(),
});
export type BacktestResult = z.infer<typeof BacktestResultSchema>;

/** GET /api/lab/backtests/:id. `result`, `scores` and `reliability` are null until the run completes. */
export const BacktestDetailResponseSchema = z.object({
  run: BacktestRunSchema,
  result: BacktestResultSchema.nullable(),
  scores: BacktestScoresSchema.nullable(),
  reliability: z
    .object({
      /** `bets`: each bet's probability against its result; `home`: no bets, the model's home probability against home wins. */
      source: z.enum(['bets', 'home']),
      bands: z.array(ReliabilityBandSchema),
    })
    .nullable(),
  /** Candidates a product run stored for the formula laboratory. */
  candidates: z.number().int().nonnegative(),
});
export type BacktestDetailResponse = z.infer<typeof BacktestDetailResponseSchema>;

export const BacktestIdParamsSchema = z.object({ id: z.uuid() });
