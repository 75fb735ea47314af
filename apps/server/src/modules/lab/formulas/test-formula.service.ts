import type { FormulaFigures, TestFormulaRequest, TestFormulaResponse } from '@arcade/contracts';
import {
  type CompiledFormula,
  DEFAULT_PICK_COUNT,
  type ReplayCandidate,
  type ReplayParameters,
  replayFormula,
} from '@arcade/core';
import type { Database } from '../../../db/client';
import type { ConfigSettingsRow } from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';
import { compileOrRefuse, configRow } from '../../settings';
import {
  gradedPicks,
  newestProductRuns,
  runCandidates,
  type SourceFilter,
} from './formula-sources.repository';
import { historyCandidate, pickCandidate, type PickCandidate } from './replay-candidates';

interface ReplayWorld {
  config: ConfigSettingsRow;
  picks: PickCandidate[];
  history: ReplayCandidate[];
  historyRuns: TestFormulaResponse['sources']['historyRuns'];
}

/** Everything a replay reads: the configuration, the graded picks and the newest product run per sport. */
export async function loadReplayWorld(db: Database, filter: SourceFilter): Promise<ReplayWorld> {
  if (filter.from && filter.to && filter.from > filter.to)
    throw new AppError('VALIDATION_ERROR', '`from` must not be after `to`', { reason: 'invalid_range' });
  const [config, pickRows, runs] = await Promise.all([
    configRow(db),
    gradedPicks(db, filter),
    newestProductRuns(db, filter.sport),
  ]);
  const candidateRows = await runCandidates(
    db,
    runs.map((run) => run.id),
    filter,
  );
  return {
    config,
    picks: pickRows.map(pickCandidate),
    history: candidateRows.map(historyCandidate),
    historyRuns: runs.map((run) => ({
      runId: run.id,
      sport: run.sport,
      completedAt: run.completedAt.toISOString(),
    })),
  };
}

/** The parameters a replay runs with: the request's, the rest (stake cap, sweet spot's top, counts) saved. */
export function replayParameters(
  config: ConfigSettingsRow,
  chosen: Pick<ReplayParameters, 'edgeThreshold' | 'minOdds' | 'minProbability' | 'kellyFraction'> & {
    maxStakePercent?: number | undefined;
  },
): ReplayParameters {
  return {
    edgeThreshold: chosen.edgeThreshold,
    minOdds: chosen.minOdds,
    minProbability: chosen.minProbability,
    kellyFraction: chosen.kellyFraction,
    maxStakePercent: chosen.maxStakePercent ?? config.maxStakePercent,
    // As generation builds its rules: the sweet spot runs from minOdds to the saved maxOdds.
    sweetSpot: { min: chosen.minOdds, max: Math.max(chosen.minOdds, config.maxOdds) },
    pickCount: DEFAULT_PICK_COUNT,
    maxPicksPerEvent: config.maxPicksPerEvent,
  };
}

/** The saved formula, compiled (null when none is saved). */
export function savedFormula(config: ConfigSettingsRow): CompiledFormula | null {
  return config.pickFormula?.trim() ? compileOrRefuse(config.pickFormula) : null;
}

export function replayWorld(
  world: ReplayWorld,
  formula: CompiledFormula | null,
  parameters: ReplayParameters,
): FormulaFigures {
  return replayFormula([...world.picks.map((pick) => pick.candidate), ...world.history], formula, parameters);
}

/** What runs today: the saved formula with the saved parameters. */
export function currentFigures(world: ReplayWorld): FormulaFigures {
  return replayWorld(world, savedFormula(world.config), replayParameters(world.config, world.config));
}

/** Picks whose log lacked a variable the formula reads (a neutral value stood in for it). */
export function neutralFilled(world: ReplayWorld, formula: CompiledFormula | null): number {
  if (!formula) return 0;
  return world.picks.filter((pick) => pick.neutral.some((name) => formula.variables.includes(name))).length;
}

/**
 * POST /api/admin/test-formula: the formula (absent → the saved one; empty → none)
 * with the chosen parameters replayed over the graded picks and the newest completed product run of
 * each sport, beside the saved formula with the saved parameters.
 */
export async function testFormula(db: Database, request: TestFormulaRequest): Promise<TestFormulaResponse> {
  const world = await loadReplayWorld(db, {
    sport: request.sport,
    from: request.from ? new Date(request.from) : undefined,
    to: request.to ? new Date(request.to) : undefined,
  });
  const source = request.formula === undefined ? (world.config.pickFormula ?? '') : request.formula;
  const formula = source.trim() ? compileOrRefuse(source) : null;
  return {
    formula: formula ? source : null,
    tested: replayWorld(world, formula, replayParameters(world.config, request)),
    current: currentFigures(world),
    currentFormula: world.config.pickFormula?.trim() ? world.config.pickFormula : null,
    sources: { picks: world.picks.length, history: world.history.length, historyRuns: world.historyRuns },
    neutralFilled: neutralFilled(world, formula),
  };
}
