import type { EvaluateFormulaRequest, FormulaEvaluation, FormulaSuggestion } from '@arcade/contracts';
import { type CompiledFormula, compileFormula, FormulaError } from '@arcade/core';
import type { AiConfig } from '../../../config';
import type { Database } from '../../../db/client';
import type { FormulaSuggestionRow } from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';
import type { Language } from '../../../lib/request-language';
import { updateConfig } from '../../settings';
import { evaluateWithAi, isAiConfigured } from './formula-ai';
import { aiFallbackNote, type Analysis, staticAnalysis } from './static-analysis';
import {
  findSuggestion,
  insertSuggestion,
  listSuggestions,
  reviewSuggestion,
} from './suggestions.repository';
import {
  currentFigures,
  loadReplayWorld,
  neutralFilled,
  replayParameters,
  replayWorld,
} from './test-formula.service';

/** How many suggestions the list answers (newest first). */
const SUGGESTION_LIST_LIMIT = 20;

function parse(source: string): { formula: CompiledFormula | null; error: FormulaEvaluation['error'] } {
  try {
    return { formula: compileFormula(source), error: null };
  } catch (error) {
    if (error instanceof FormulaError) return { formula: null, error: error.toData() };
    throw error;
  }
}

/**
 * POST /api/lab/evaluate-formula: parses the formula, replays it with the
 * parameters over the stored history beside the current formula, and answers the AI's evaluation when
 * AI is configured and answers usably, else the static analysis (which says so); each evaluation is
 * stored as a pending formula_suggestions row.
 */
export async function evaluateFormula(
  db: Database,
  ai: AiConfig,
  request: EvaluateFormulaRequest,
  language: Language,
): Promise<FormulaEvaluation> {
  const source = request.formula.trim();
  if (!source)
    throw new AppError('VALIDATION_ERROR', 'A formula is required', { reason: 'formula_required' });
  const { formula, error } = parse(source);
  const world = await loadReplayWorld(db, { sport: request.sport });
  const tested = formula
    ? replayWorld(world, formula, replayParameters(world.config, request.parameters))
    : null;
  const current = currentFigures(world);
  const analysisInput = {
    variables: formula?.variables ?? null,
    error,
    tested,
    current,
    neutralFilled: neutralFilled(world, formula),
    historyRuns: world.historyRuns.length,
  };
  const fallback = staticAnalysis(analysisInput, language);

  let analysis: Analysis = fallback;
  let source_: FormulaEvaluation['source'] = 'static';
  let correctedFormula: string | null = null;
  let prompt: string | null = null;
  if (isAiConfigured(ai)) {
    const answer = await evaluateWithAi(
      ai,
      {
        formula: source,
        error,
        parameters: request.parameters,
        tested,
        current,
        currentFormula: world.config.pickFormula,
        sources: { picks: world.picks.length, history: world.history.length },
      },
      language,
    );
    prompt = answer.prompt;
    if (answer.ok) {
      // The parser, not the model, says whether the formula is valid; an invalid one stays "low".
      analysis = error ? { ...answer.analysis, confidence: 'low' } : answer.analysis;
      source_ = 'ai';
      correctedFormula = answer.correctedFormula;
    } else {
      analysis = {
        ...fallback,
        reasoning: `${aiFallbackNote(answer.detail, language)} ${fallback.reasoning}`,
      };
    }
  }

  const saved = await insertSuggestion(db, {
    formula: source,
    sport: request.sport ?? null,
    hasErrors: error !== null,
    errors: error ? [error.message] : [],
    suggestions: analysis.suggestions,
    correctedFormula,
    improvementPrompt: prompt,
  });
  return {
    id: saved.id,
    ...analysis,
    isValid: error === null,
    error,
    source: source_,
    correctedFormula,
    figures: tested,
  };
}

function toSuggestion(row: FormulaSuggestionRow, reviewer: string | null): FormulaSuggestion {
  return {
    id: row.id,
    formula: row.formula,
    sport: row.sport,
    hasErrors: row.hasErrors,
    errors: row.errors ?? [],
    suggestions: row.suggestions ?? [],
    correctedFormula: row.correctedFormula,
    status: row.status,
    reviewedBy: reviewer,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

export async function suggestionList(db: Database): Promise<FormulaSuggestion[]> {
  const rows = await listSuggestions(db, SUGGESTION_LIST_LIMIT);
  return rows.map(({ row, reviewer }) => toSuggestion(row, reviewer));
}

async function pendingSuggestion(db: Database, id: string): Promise<FormulaSuggestionRow> {
  const row = await findSuggestion(db, id);
  if (!row)
    throw new AppError('NOT_FOUND', 'Formula suggestion not found', { reason: 'suggestion_not_found' });
  if (row.status !== 'pending')
    throw new AppError('CONFLICT', `The suggestion was already ${row.status}`, {
      reason: 'suggestion_reviewed',
    });
  return row;
}

/**
 * Accepts a pending suggestion: its corrected formula (else its formula) becomes the configuration's
 * formula through the configuration's own update (compiled, recorded in formula_history), then the
 * suggestion is marked accepted by the admin. A formula the configuration refuses leaves it pending.
 */
export async function acceptSuggestion(db: Database, id: string, actor: { id: string; email: string }) {
  const row = await pendingSuggestion(db, id);
  await updateConfig(
    db,
    {
      pickFormula: row.correctedFormula ?? row.formula,
      formulaDescription: `Accepted formula suggestion ${row.id}`,
    },
    actor.id,
  );
  const reviewed = await reviewSuggestion(db, id, 'accepted', actor.id);
  if (!reviewed)
    throw new AppError('CONFLICT', 'The suggestion was reviewed meanwhile', {
      reason: 'suggestion_reviewed',
    });
  return toSuggestion(reviewed, actor.email);
}

export async function rejectSuggestion(db: Database, id: string, actor: { id: string; email: string }) {
  await pendingSuggestion(db, id);
  const reviewed = await reviewSuggestion(db, id, 'rejected', actor.id);
  if (!reviewed)
    throw new AppError('CONFLICT', 'The suggestion was reviewed meanwhile', {
      reason: 'suggestion_reviewed',
    });
  return toSuggestion(reviewed, actor.email);
}
