import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  type BacktestCandidate,
  type BacktestOptions,
  DEFAULT_PICK_COUNT,
  type PolicySettings,
  type SettledPick,
  walkForwardDays,
} from '@arcade/core';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../../db/client';
import type { BacktestRunRow } from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';
import type { BackgroundTasks } from '../../../lib/background-tasks';
import { schemaLockKey } from '../../../db/schema-lock-key';
import { candidateRow, resultRows } from './backtest-result';
import {
  completeRun,
  endRun,
  failInterruptedRuns,
  INTERRUPTED_MESSAGE,
  insertRun,
  recordProgress,
} from './backtests.repository';
import { loadHistory } from './stored-history';

/** Session advisory lock held while a backtest runs: one at a time across every instance. */
export const BACKTEST_LOCK_KEY = 7310422906;
/** Progress is written, and the run's status re-read (a cancel from another instance), this often. */
const CHECK_EVERY_MS = 1_000;

const BUSY_MESSAGE = 'A backtest is already running';

interface RunRequest {
  sport: BacktestRunRow['sport'];
  strategy: BacktestOptions['strategy'];
  from: Date;
  to: Date;
  name: string;
  stake: 'kelly' | 'flat';
  matches: number;
  createdBy: string;
  settings: PolicySettings;
}

interface Current {
  id: string;
  controller: AbortController;
  finished: Promise<void>;
}

/**
 * Runs backtests in the background, one at a time across instances (a PostgreSQL session advisory
 * lock per schema, held for the whole run): the walk yields after every match day so requests keep
 * being served, and stops at the next day when the run is cancelled here or elsewhere.
 */
export class BacktestRunner {
  private current: Current | null = null;
  private lockKey: Promise<number> | undefined;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
    /** The app's background tasks: closing (and the route fuzzer) wait for the run through them. */
    private readonly tasks: BackgroundTasks,
  ) {}

  private key(): Promise<number> {
    return (this.lockKey ??= schemaLockKey(this.database, BACKTEST_LOCK_KEY).catch((error: unknown) => {
      this.lockKey = undefined;
      throw error;
    }));
  }

  /** Inserts the run and starts it; answers once it is stored, or throws 409 when one is running. */
  async start(request: RunRequest): Promise<BacktestRunRow> {
    const key = await this.key();
    let onStarted!: (run: BacktestRunRow) => void;
    let onRefused!: (error: unknown) => void;
    const started = new Promise<BacktestRunRow>((resolve, reject) => {
      onStarted = resolve;
      onRefused = reject;
    });
    const controller = new AbortController();
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    let unlock!: () => void;
    const unlocked = new Promise<void>((resolve) => (unlock = resolve));
    const outcome = this.database.withAdvisoryLock(key, async () => {
      let run: BacktestRunRow;
      try {
        // Holding the lock, a row still 'running' belongs to a process that died.
        const stale = await failInterruptedRuns(this.database.db);
        if (stale > 0) this.log.warn({ runs: stale }, 'backtest runs of a stopped server marked failed');
        run = await insertRun(this.database.db, {
          sport: request.sport,
          strategy: request.strategy,
          name: request.name,
          dateFrom: request.from,
          dateTo: request.to,
          progressTotal: request.matches,
          createdBy: request.createdBy,
          parametersConfig: parametersOf(request),
        });
      } catch (error) {
        onRefused(error);
        return;
      }
      this.current = { id: run.id, controller, finished };
      // Until the lock is let go, not only the walk: once the tasks are drained, a next run may start.
      this.tasks.run('backtest run', () => unlocked);
      onStarted(run);
      try {
        await this.execute(run, request, controller.signal);
      } finally {
        this.current = null;
        finish();
      }
    });
    outcome.then(
      (result) => {
        unlock();
        if (!result.ran) onRefused(new AppError('CONFLICT', BUSY_MESSAGE, { reason: 'backtest_running' }));
      },
      (error: unknown) => {
        unlock();
        onRefused(error);
      },
    );
    return started;
  }

  /** Stops this instance's run at its next match day (a cancel; the row is already marked). */
  abort(id: string): void {
    if (this.current?.id === id) this.current.controller.abort('cancelled');
  }

  /** At start-up: runs left 'running' are failed, unless another instance holds the lock (it is running one). */
  async failInterrupted(): Promise<void> {
    const outcome = await this.database.withAdvisoryLock(await this.key(), () =>
      failInterruptedRuns(this.database.db),
    );
    if (outcome.ran && outcome.value > 0)
      this.log.warn({ runs: outcome.value }, 'backtest runs of a stopped server marked failed');
  }

  /** At shutdown: the running run stops at its next match day and is marked interrupted. */
  async close(): Promise<void> {
    const current = this.current;
    if (!current) return;
    current.controller.abort('shutdown');
    await current.finished;
  }

  private async execute(run: BacktestRunRow, request: RunRequest, signal: AbortSignal): Promise<void> {
    const db = this.database.db;
    const started = Date.now();
    try {
      const { warmup, data } = await loadHistory(db, request.sport, request.from, request.to);
      const candidates: BacktestCandidate[] = [];
      const settings = request.settings;
      const options: BacktestOptions = {
        sport: request.sport,
        strategy: request.strategy,
        warmup,
        data,
        odds: 'closing',
        alpha: 0.05,
        stake: request.stake,
        edgeThreshold: settings.rules.edgeThreshold,
        kellyFraction: settings.kellyFraction,
        policy: {
          // The history's prices are aggregate lines (average, best, a sharp book): three virtual books
          // at most, so the aggregation itself meets the minimum-bookmakers rule (as core's backtest does).
          settings: { ...settings, rules: { ...settings.rules, minBookmakers: 1 } },
          weights: 'configured',
          pickCount: DEFAULT_PICK_COUNT,
          collect: (candidate) => candidates.push(candidate),
        },
      };
      const picks: SettledPick[] = [];
      let checkedAt = Date.now();
      for (const day of walkForwardDays(options)) {
        picks.push(...day.picks);
        await nextTurn();
        if (signal.aborted) break;
        if (Date.now() - checkedAt >= CHECK_EVERY_MS) {
          checkedAt = Date.now();
          if (!(await recordProgress(db, run.id, day.done))) return; // cancelled via another instance
        }
      }
      if (signal.aborted) {
        if (signal.reason === 'shutdown') await endRun(db, run.id, 'failed', INTERRUPTED_MESSAGE);
        return;
      }
      const rows = resultRows(request.strategy, picks, parametersOf(request));
      const stored = await completeRun(
        db,
        run.id,
        rows.run,
        rows.result,
        request.strategy === 'product' ? candidates.map((c) => candidateRow(request.sport, c)) : [],
      );
      if (stored)
        this.log.info(
          { runId: run.id, matches: rows.summary.matches, bets: rows.summary.bets, ms: Date.now() - started },
          'backtest completed',
        );
    } catch (error) {
      this.log.error({ err: error, runId: run.id }, 'backtest failed');
      const message = error instanceof Error ? error.message : String(error);
      await endRun(db, run.id, 'failed', message.slice(0, 500)).catch((inner: unknown) =>
        this.log.error({ err: inner, runId: run.id }, 'could not mark the backtest failed'),
      );
    }
  }
}

function parametersOf(request: RunRequest): Record<string, unknown> {
  const { settings } = request;
  return {
    stake: request.stake,
    odds: 'closing',
    kellyFraction: settings.kellyFraction,
    edgeThreshold: settings.rules.edgeThreshold,
    ...(request.strategy === 'product'
      ? {
          minOdds: settings.rules.minOdds,
          minProbability: settings.rules.minProbability,
          sweetSpot: settings.rules.sweetSpot,
          maxPicksPerEvent: settings.maxPicksPerEvent,
          devigMethod: settings.devigMethod,
          formula: settings.formula?.source ?? null,
          pickCount: DEFAULT_PICK_COUNT,
        }
      : {}),
  };
}
