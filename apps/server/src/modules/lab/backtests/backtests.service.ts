import {
  type BacktestDetailResponse,
  type BacktestListResponse,
  type BacktestRun,
  type BacktestStartRequest,
  type Reason,
  SportSchema,
  StrategySchema,
} from '@arcade/contracts';
import { DomainError, strategiesFor } from '@arcade/core';
import type { Database } from '../../../db/client';
import type { BacktestResultRow, BacktestRunRow } from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';
import { settingsFrom } from '../../generation';
import type { BacktestRunner } from './backtest-runner';
import { candidateCount, endRun, findRun, latestRuns, resultOf } from './backtests.repository';
import { countInRange, historyCoverage } from './stored-history';

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
/** A calendar day is its UTC midnight; an instant is itself. */
const instantOf = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value);

const invalid = (message: string, reason: Reason) => new AppError('VALIDATION_ERROR', message, { reason });

/** Checks the request against the registry and the stored history, then starts the run (202). */
export async function startBacktest(
  db: Database,
  runner: BacktestRunner,
  input: BacktestStartRequest,
  userId: string,
): Promise<BacktestRun> {
  const { sport, strategy } = input;
  if (strategy !== 'product' && strategy !== 'auto') {
    try {
      strategiesFor(sport, strategy);
    } catch (error) {
      if (error instanceof DomainError)
        throw invalid(`The strategy ${strategy} does not apply to ${sport}`, 'strategy_not_applicable');
      throw error;
    }
  }
  const from = instantOf(input.from);
  const to = instantOf(input.to);
  if (!(from < to)) throw invalid('The start date must be before the end date', 'bad_range');
  const matches = await countInRange(db, sport, from, to);
  if (matches === 0) {
    const [coverage] = await historyCoverage(db, sport);
    throw invalid(
      coverage
        ? `No stored ${sport} matches between ${dayOf(from)} and ${dayOf(to)}; the stored history covers ${dayOf(coverage.from)} to ${dayOf(coverage.to)}`
        : `No stored ${sport} matches: import history or sync the market first`,
      'no_matches',
    );
  }
  const settings = await settingsFrom(db);
  const name =
    input.name?.trim() || `${sport} · ${strategy} · ${dayOf(from)} – ${dayOf(new Date(to.getTime() - 1))}`;
  const run = await runner.start({
    sport,
    strategy,
    from,
    to,
    name,
    stake: input.stake,
    matches,
    createdBy: userId,
    settings,
  });
  return runView(run);
}

export async function listBacktests(db: Database): Promise<BacktestListResponse> {
  const [runs, coverage] = await Promise.all([latestRuns(db), historyCoverage(db)]);
  const strategies = Object.fromEntries(
    SportSchema.options.map((sport) => [
      sport,
      strategiesFor(sport, 'auto').map((s) => StrategySchema.parse(s.name)),
    ]),
  ) as BacktestListResponse['strategies'];
  return {
    runs: runs.map(runView),
    coverage: coverage.map((c) => ({
      sport: c.sport,
      from: c.from.toISOString(),
      to: c.to.toISOString(),
      matches: c.matches,
      latestSeasonFrom: c.latestSeasonFrom.toISOString(),
    })),
    strategies,
  };
}

export async function backtestDetail(db: Database, id: string): Promise<BacktestDetailResponse> {
  const run = await findRun(db, id);
  if (!run) throw new AppError('NOT_FOUND', 'Unknown backtest run', { reason: 'backtest_not_found' });
  const [result, candidates] = await Promise.all([resultOf(db, id), candidateCount(db, id)]);
  return { run: runView(run), ...resultView(result), candidates };
}

/** Marks a running run cancelled; its worker (here or on another instance) stops at the next day. */
export async function cancelBacktest(db: Database, runner: BacktestRunner, id: string): Promise<BacktestRun> {
  const run = await endRun(db, id, 'cancelled');
  if (!run) {
    if (!(await findRun(db, id)))
      throw new AppError('NOT_FOUND', 'Unknown backtest run', { reason: 'backtest_not_found' });
    throw new AppError('CONFLICT', 'The backtest is not running', { reason: 'backtest_not_running' });
  }
  runner.abort(id);
  return runView(run);
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function runView(row: BacktestRunRow): BacktestRun {
  const stake = row.parametersConfig?.stake === 'flat' ? 'flat' : 'kelly';
  return {
    id: row.id,
    sport: row.sport,
    strategy: row.strategy as BacktestRun['strategy'],
    name: row.name,
    stake,
    status: row.status,
    dateFrom: iso(row.dateFrom),
    dateTo: iso(row.dateTo),
    progressDone: row.progressDone,
    progressTotal: row.progressTotal,
    matchCount: row.matchCount,
    totalPicks: row.totalPicks,
    correctPicks: row.correctPicks,
    overallAccuracy: row.overallAccuracy,
    overallRoi: row.overallRoi,
    profitLoss: row.profitLoss,
    errorMessage: row.errorMessage,
    startedAt: row.startedAt.toISOString(),
    completedAt: iso(row.completedAt),
  };
}

function resultView(
  row: BacktestResultRow | undefined,
): Pick<BacktestDetailResponse, 'result' | 'scores' | 'reliability'> {
  if (!row) return { result: null, scores: null, reliability: null };
  const used = row.parametersUsed ?? {};
  const pushes = typeof used.pushes === 'number' ? used.pushes : 0;
  const rules = row.scoringRules;
  return {
    result: {
      strategyName: row.strategyName,
      bets: row.totalPicks,
      wins: row.correctPicks,
      losses: row.incorrectPicks,
      pushes,
      hitRate: row.accuracy,
      roi: row.roi,
      roiLow: row.roiLow,
      roiHigh: row.roiHigh,
      profit: row.profitLoss,
      avgOdds: row.avgOdds,
      clv: row.clv,
      beatCloseRate: row.beatCloseRate,
      sharpe: row.sharpeRatio,
      calibrationError: row.calibrationError,
    },
    scores: rules
      ? {
          ...rules,
          scoredMatches: typeof used.scoredMatches === 'number' ? used.scoredMatches : 0,
        }
      : null,
    reliability:
      row.reliability && (used.reliabilitySource === 'bets' || used.reliabilitySource === 'home')
        ? { source: used.reliabilitySource, bands: row.reliability }
        : null,
  };
}
